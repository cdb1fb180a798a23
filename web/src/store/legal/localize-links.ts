import type { Language } from '@hiti/contracts';
import { basePath, localizePath } from '../i18n/language-path';

/** The storefront's pages (their Macedonian paths): links to anything else (files, feeds) stay as written. */
const PAGE_PATH = /^\/(?:products|product\/\d+|about|contact|terms|privacy)?$/;

/** A same-site link to a storefront page, written in the page's language (`/contact` → `/al/contact`). */
export function localizeHref(href: string, language: Language): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  const rest = cut === -1 ? '' : href.slice(cut);
  const page = basePath(path);
  return PAGE_PATH.test(page) ? `${localizePath(page, language)}${rest}` : href;
}

/**
 * Points the links of a stored (already sanitized) text to the pages of the language it is shown in:
 * staff write `/contact` in either language's text, and an Albanian reader stays on Albanian pages.
 */
export function localizeLinks(html: string, language: Language): string {
  const document = new DOMParser().parseFromString(
    `<!doctype html><html><head></head><body>${html}</body></html>`,
    'text/html',
  );
  for (const link of document.body.querySelectorAll('a[href]')) {
    const href = link.getAttribute('href') ?? '';
    const localized = localizeHref(href, language);
    if (localized !== href) link.setAttribute('href', localized);
  }
  return document.body.innerHTML;
}
