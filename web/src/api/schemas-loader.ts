import type * as schemas from './schemas';

export type WebSchemas = typeof schemas;

/** The web app's schemas, loaded once on first use. */
export function loadSchemas(): Promise<WebSchemas> {
  return import('./schemas');
}
