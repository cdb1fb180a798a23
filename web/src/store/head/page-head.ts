import { DEFAULT_CONTENT_IMAGES, languageTag, storefrontTexts } from '@hiti/contracts';
import type { Language } from '@hiti/contracts';
import { basePath, languageOfPath, localizePath } from '../i18n/language-path';

/** What a page says about itself for search engines and link previews. */
export interface PageHeadInput {
  title?: string;
  description?: string;
  /** An image path or URL for link previews (the product image on product pages). */
  image?: string;
  /** `product` on product pages; `website` otherwise. */
  type?: 'website' | 'product';
  /** Structured data objects, each sent as its own JSON-LD script. */
  jsonLd?: readonly object[];
  /** A not-found view: answered with 404 and kept out of search indexes. */
  notFound?: boolean;
  /** A page answered normally but kept out of search indexes (a comparison made from any ids). */
  noindex?: boolean;
  /** The first screen's largest picture, fetched before the page's scripts and styles (the home page's hero). */
  preloadImage?: PreloadImage;
  /**
   * The query string of the page's canonical address when the page names its listing otherwise than its
   * address does (a category an older link gives by name is canonical by its id).
   */
  canonicalSearch?: string;
}

interface PreloadImage {
  href: string;
  srcSet?: string;
  sizes?: string;
}

export interface ResolvedHead {
  language: Language;
  title: string;
  description: string;
  canonical: string;
  alternates: { hreflang: string; href: string }[];
  image: string | undefined;
  type: 'website' | 'product';
  jsonLd: readonly object[];
  notFound: boolean;
  noindex: boolean;
  preloadImage: PreloadImage | undefined;
}

/** The picture shared for a page without one of its own: the first seeded hero slide. */
export const DEFAULT_SHARE_IMAGE = DEFAULT_CONTENT_IMAGES.heroSlide1;
const OG_LOCALE: Record<Language, string> = { mk: `${languageTag('mk')}_MK`, al: `${languageTag('al')}_AL` };
/**
 * Query parameters that make a listing of its own (category pages, and each page of a listing); other
 * filters share one canonical.
 */
const CANONICAL_PARAMS = ['category', 'page'];

function absolute(origin: string, path: string): string {
  return new URL(path, origin).toString();
}

function canonicalQuery(search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of CANONICAL_PARAMS) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/** The full head of a page at `pathname`/`search` on `origin`. */
export function resolveHead(
  input: PageHeadInput,
  location: { pathname: string; search: string },
  origin: string,
): ResolvedHead {
  const language = languageOfPath(location.pathname);
  const texts = storefrontTexts[language].meta;
  const page = `${basePath(location.pathname)}${canonicalQuery(input.canonicalSearch ?? location.search)}`;
  const href = (lang: Language) => absolute(origin, localizePath(page, lang));
  return {
    language,
    title: input.title ? `${input.title} | ${texts.siteName}` : texts.siteName,
    description: input.description?.trim() || texts.description,
    canonical: href(language),
    alternates: [
      { hreflang: languageTag('mk'), href: href('mk') },
      { hreflang: languageTag('al'), href: href('al') },
      { hreflang: 'x-default', href: href('mk') },
    ],
    image: absolute(origin, input.image || DEFAULT_SHARE_IMAGE),
    type: input.type ?? 'website',
    jsonLd: input.jsonLd ?? [],
    notFound: input.notFound ?? false,
    noindex: input.noindex ?? false,
    preloadImage: input.preloadImage,
  };
}

/** The meta tags of a head as name/property → content pairs. */
export function metaTags(
  head: ResolvedHead,
): { attribute: 'name' | 'property'; key: string; content: string }[] {
  const tags: { attribute: 'name' | 'property'; key: string; content: string }[] = [
    { attribute: 'name', key: 'description', content: head.description },
    { attribute: 'property', key: 'og:site_name', content: storefrontTexts[head.language].meta.siteName },
    { attribute: 'property', key: 'og:type', content: head.type },
    { attribute: 'property', key: 'og:title', content: head.title },
    { attribute: 'property', key: 'og:description', content: head.description },
    { attribute: 'property', key: 'og:url', content: head.canonical },
    { attribute: 'property', key: 'og:locale', content: OG_LOCALE[head.language] },
    { attribute: 'name', key: 'twitter:card', content: 'summary_large_image' },
    { attribute: 'name', key: 'twitter:title', content: head.title },
    { attribute: 'name', key: 'twitter:description', content: head.description },
  ];
  if (head.image) {
    tags.push({ attribute: 'property', key: 'og:image', content: head.image });
    tags.push({ attribute: 'name', key: 'twitter:image', content: head.image });
  }
  if (head.notFound || head.noindex) tags.push({ attribute: 'name', key: 'robots', content: 'noindex' });
  return tags;
}
