import {
  CONTENT_METADATA_TEXT_FIELDS,
  DEFAULT_PAGE_CONTENT,
  defaultPageContent,
  inLanguage,
} from '@hiti/contracts';
import type {
  ContentDraft,
  ContentKey,
  ContentType,
  Language,
  SiteContentItem,
  SiteContentMetadata,
} from '@hiti/contracts';

/**
 * The one place that decides which text of the site's content a page shows. Public reads are asked for
 * in the page's language (`?lang=`) and the server answers each text already chosen (the asked language,
 * else the other); a key that is missing or blank shows the text a fresh install holds (`DEFAULT_CONTENT`
 * of the contracts) in the page's language, the same text the content service seeds.
 */

/** Content items by key (the first item wins when a key is stored twice). */
export function byKey(items: readonly SiteContentItem[] | undefined): Map<string, SiteContentItem> {
  const map = new Map<string, SiteContentItem>();
  for (const item of items ?? []) if (!map.has(item.key)) map.set(item.key, item);
  return map;
}

function filled(text: string | undefined): text is string {
  return text !== undefined && text.trim() !== '';
}

function defaultMetadata(draft: ContentDraft, language: Language): SiteContentMetadata {
  const { metadata } = draft;
  const localized: SiteContentMetadata = {};
  if (metadata.imageUrl !== undefined) localized.imageUrl = metadata.imageUrl;
  for (const field of CONTENT_METADATA_TEXT_FIELDS) {
    const text = metadata[field];
    if (text !== undefined) localized[field] = inLanguage(text, language);
  }
  return localized;
}

/** The default item of a key in a language, shaped as a public read answers it. */
function defaultItem(draft: ContentDraft, language: Language): SiteContentItem {
  return {
    id: DEFAULT_PAGE_CONTENT.indexOf(draft) + 1,
    key: draft.key,
    type: draft.type,
    content: inLanguage(draft.content, language),
    contentType: draft.contentType,
    metadata: defaultMetadata(draft, language),
    updatedAt: new Date(0).toISOString(),
  };
}

/** The items of one type as a fresh install holds them, in a language. */
export function defaultContentItems(type: ContentType, language: Language): SiteContentItem[] {
  return DEFAULT_PAGE_CONTENT.filter((draft) => draft.type === type).map((draft) =>
    defaultItem(draft, language),
  );
}

function defaultOf(key: ContentKey, language: Language): SiteContentItem | undefined {
  const draft = defaultPageContent(key);
  return draft ? defaultItem(draft, language) : undefined;
}

/** The text of a key: the stored one unless blank, else the default in the language ('' when none). */
export function contentText(
  items: ReadonlyMap<string, SiteContentItem>,
  key: ContentKey,
  language: Language,
): string {
  const stored = items.get(key)?.content;
  return filled(stored) ? stored : (defaultOf(key, language)?.content ?? '');
}

/** The title of a key (its metadata title): the stored one unless blank, else the default ('' when none). */
export function contentTitle(
  items: ReadonlyMap<string, SiteContentItem>,
  key: ContentKey,
  language: Language,
): string {
  const stored = items.get(key)?.metadata.title;
  return filled(stored) ? stored : (defaultOf(key, language)?.metadata.title ?? '');
}
