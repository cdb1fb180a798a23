import { STORE_PAGE_PATHS } from '../app/site-pages';
import { ALBANIAN_PREFIX } from '../store/i18n/language-path';
import type { PageReads } from './page-reads';

/**
 * What a server rendering the storefront needs of the web app besides its build: which paths are pages,
 * the language prefix rule, the reads a page asks for, and what the built renderer
 * (`dist/server/entry-server.js`) exports. Free of React, so the gateway imports it as it is.
 */
export type { PageReads } from './page-reads';
export { isAlbanianCode, localizePath, withoutLanguagePrefix } from '../store/i18n/language-path';

export interface RenderedPage {
  status: 200 | 404;
  /** The value of `<html lang>`. */
  htmlLang: string;
  /** Title, meta, links and structured data (the styles are the built CSS the page template links). */
  head: string;
  /** The markup of the app's root element. */
  body: string;
  /** The query cache, for the browser to start from (JSON). */
  state: string;
}

/** The built server renderer's exports. */
export interface PageRenderer {
  /** Renders a public page (`url` is its path and query) with its data, for `origin` (canonical links). */
  renderPage(url: string, origin: string, reads: PageReads): Promise<RenderedPage>;
  /** The page a visitor sees while a service the page needs does not answer (sent with 503). */
  renderUnavailablePage(pathname: string): string;
}

/**
 * The paths answered with a rendered page: every Macedonian page, and everything under the Albanian prefix
 * (an unknown one is the Albanian not-found page).
 */
export const RENDERED_PAGE_PATHS: readonly string[] = [
  ...Object.values(STORE_PAGE_PATHS).map((path) => `/${path}`),
  ALBANIAN_PREFIX,
  `${ALBANIAN_PREFIX}/*`,
];
