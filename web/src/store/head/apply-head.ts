import { metaTags } from './page-head';
import type { ResolvedHead } from './page-head';

function upsert(selector: string, create: () => HTMLElement): HTMLElement {
  const existing = document.head.querySelector<HTMLElement>(selector);
  if (existing) return existing;
  const element = create();
  document.head.append(element);
  return element;
}

/** Brings the document head in step with a page the browser moved to without a server round trip. */
export function applyHead(head: ResolvedHead): void {
  document.title = head.title;
  for (const { attribute, key, content } of metaTags(head)) {
    const meta = upsert(`meta[${attribute}="${key}"]`, () => {
      const element = document.createElement('meta');
      element.setAttribute(attribute, key);
      return element;
    });
    meta.setAttribute('content', content);
  }
  if (head.notFound) {
    // a page that does not exist names no address of its own, in any language
    for (const link of document.head.querySelectorAll(
      'link[rel="canonical"], link[rel="alternate"][hreflang]',
    )) {
      link.remove();
    }
    return;
  }
  if (!head.noindex) document.head.querySelector('meta[name="robots"]')?.remove();
  const canonical = upsert('link[rel="canonical"]', () => {
    const element = document.createElement('link');
    element.rel = 'canonical';
    return element;
  });
  canonical.setAttribute('href', head.canonical);
  for (const { hreflang, href } of head.alternates) {
    const link = upsert(`link[rel="alternate"][hreflang="${hreflang}"]`, () => {
      const element = document.createElement('link');
      element.rel = 'alternate';
      element.hreflang = hreflang;
      return element;
    });
    link.setAttribute('href', href);
  }
}
