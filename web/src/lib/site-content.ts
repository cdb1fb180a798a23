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
 * The text of an item, or undefined when it is blank. Items are read with `?lang=`, so the server has
 * already chosen the language (the asked one, else the other); `language` names the page's language.
 */
export function localizedContent(
  item: SiteContentItem | undefined,
  _language?: Language,
): string | undefined {
  return item && filled(item.content) ? item.content : undefined;
}

/** The title of an item (already in the page's language), or undefined when it has none. */
export function localizedTitle(item: SiteContentItem | undefined, _language: Language): string | undefined {
  const title = item?.metadata.title;
  return filled(title) ? title : undefined;
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
