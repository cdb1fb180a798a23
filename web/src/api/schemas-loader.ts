import type { LazyParser, Parser } from './client';
import type * as schemas from './schemas';

export type WebSchemas = typeof schemas;

/** The web app's schemas, loaded once on first use. */
export function loadSchemas(): Promise<WebSchemas> {
  return import('./schemas');
}

/** A parser taken from the schemas when the first answer needs it. */
export function schemaOf<T>(pick: (schemas: WebSchemas) => Parser<T>): LazyParser<T> {
  return { load: async () => pick(await loadSchemas()) };
}
