import type { Language, SiteContentItem } from '@hiti/contracts';

/** Content items by key (the first item wins when a key is stored twice). */
export function byKey(items: readonly SiteContentItem[] | undefined): Map<string, SiteContentItem> {
  const map = new Map<string, SiteContentItem>();
  for (const item of items ?? []) if (!map.has(item.key)) map.set(item.key, item);
  return map;
}

/**
 * The text of a content item in a language: a `content_<lang>` metadata text when present,
 * else the item's content, else the fallback (also when the stored text is blank).
 */
export function contentText(
  items: ReadonlyMap<string, SiteContentItem>,
  key: string,
  fallback: string,
  language?: Language,
): string {
  const item = items.get(key);
  if (!item) return fallback;
  const translated = language ? item.metadata[`content_${language}`] : undefined;
  if (typeof translated === 'string' && translated.trim() !== '') return translated;
  return item.content.trim() === '' ? fallback : item.content;
}
