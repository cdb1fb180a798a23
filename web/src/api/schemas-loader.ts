import type { LazyParser, Parser } from './client';

export type WebSchemas = typeof import('./schemas');

/** The web app's schemas, loaded once on first use. */
export function loadSchemas(): Promise<WebSchemas> {
  return import('./schemas');
}

/** A parser taken from the schemas when the first answer needs it. */
export function schemaOf<T>(pick: (schemas: WebSchemas) => Parser<T>): LazyParser<T> {
  return { load: async () => pick(await loadSchemas()) };
}
