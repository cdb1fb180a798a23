import { localeOf } from '@hiti/contracts';
import type { Language } from '@hiti/contracts';

/** Albanian pages live under this prefix; Macedonian pages keep the plain paths. */
export const ALBANIAN_PREFIX = '/al';

function isAlbanianPath(pathname: string): boolean {
  return pathname === ALBANIAN_PREFIX || pathname.startsWith(`${ALBANIAN_PREFIX}/`);
}

/** The language a page path is in. */
export function languageOfPath(pathname: string): Language {
  return isAlbanianPath(pathname) ? 'al' : 'mk';
}

/** Whether a language code (`?lang=`) names Albanian: its code in addresses (`al`) or in `lang` (`sq`). */
export function isAlbanianCode(code: string): boolean {
  return localeOf(code) === 'al';
}

/** A path without its language prefix (`/al/products` → `/products`, `/al` → `/`), written as it came. */
export function withoutLanguagePrefix(pathname: string): string {
  return isAlbanianPath(pathname) ? pathname.slice(ALBANIAN_PREFIX.length) || '/' : pathname;
}

/**
 * The path of a page without its language prefix (`/al/products` → `/products`, `/al` → `/`) and without a
 * trailing slash (`/about/` is the page `/about`, which the router shows there too).
 */
export function basePath(pathname: string): string {
  return withoutLanguagePrefix(pathname).replace(/\/+$/, '') || '/';
}

/** The path of a page (given as its Macedonian path, optionally with a query) in a language. */
export function localizePath(path: string, language: Language): string {
  if (language === 'mk') return path;
  return path === '/' ? `${ALBANIAN_PREFIX}/` : `${ALBANIAN_PREFIX}${path}`;
}

/** The same page in another language, query string and hash kept. */
export function switchLanguagePath(pathname: string, search: string, hash: string, to: Language): string {
  return `${localizePath(basePath(pathname), to)}${search}${hash}`;
}
