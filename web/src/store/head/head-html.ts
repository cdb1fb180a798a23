import { metaTags } from './page-head';
import type { ResolvedHead } from './page-head';
import { SITE_ORIGIN_ELEMENT_ID } from './use-site-origin';

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&"<>]/g, (character) => ATTRIBUTE_ESCAPES[character] ?? character);
}

/** JSON safe inside a script element (no `</script>` or comment openers can appear). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The head elements of a server-rendered page for the site at `origin`, as HTML. */
export function headHtml(head: ResolvedHead, origin: string): string {
  const image = head.preloadImage;
  const lines = [
    ...(image
      ? [
          `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(image.href)}"` +
            (image.srcSet ? ` imagesrcset="${escapeHtml(image.srcSet)}"` : '') +
            (image.sizes ? ` imagesizes="${escapeHtml(image.sizes)}"` : '') +
            ' />',
        ]
      : []),
    `<title>${escapeHtml(head.title)}</title>`,
    `<script type="application/json" id="${SITE_ORIGIN_ELEMENT_ID}">${scriptJson(origin)}</script>`,
    ...metaTags(head).map(
      ({ attribute, key, content }) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`,
    ),
  ];
  if (!head.notFound) {
    lines.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
    for (const { hreflang, href } of head.alternates) {
      lines.push(`<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`);
    }
  }
  for (const data of head.jsonLd) {
    lines.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  }
  return lines.join('\n    ');
}
