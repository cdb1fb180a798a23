import type { Language, SiteContentItem } from '@hiti/contracts';

/** Content items by key (the first item wins when a key is stored twice). */
export function byKey(items: readonly SiteContentItem[] | undefined): Map<string, SiteContentItem> {
  const map = new Map<string, SiteContentItem>();
  for (const item of items ?? []) if (!map.has(item.key)) map.set(item.key, item);
  return map;
}

function filled(text: unknown): text is string {
  return typeof text === 'string' && text.trim() !== '';
}

/**
 * The text of an item in a language. An item's `content` is its Albanian text; the Macedonian one
 * sits in `metadata.content_mk` (a `content_al` is honoured too). Falls back to the other language.
 */
export function localizedContent(item: SiteContentItem | undefined, language?: Language): string | undefined {
  if (!item) return undefined;
  const translated = language ? item.metadata[`content_${language}`] : undefined;
  if (filled(translated)) return translated;
  return filled(item.content) ? item.content : undefined;
}

/** The title of an item in a language: `metadata.title_mk` for Macedonian, `metadata.title` otherwise. */
export function localizedTitle(item: SiteContentItem | undefined, language: Language): string | undefined {
  if (!item) return undefined;
  const { title, title_mk: titleMk } = item.metadata;
  const preferred = language === 'mk' ? titleMk : title;
  if (filled(preferred)) return preferred;
  return [title, titleMk].find(filled);
}

/** The text of a key in a language, else the fallback (also when the stored text is blank). */
export function contentText(
  items: ReadonlyMap<string, SiteContentItem>,
  key: string,
  fallback: string,
  language?: Language,
): string {
  return localizedContent(items.get(key), language) ?? fallback;
}
