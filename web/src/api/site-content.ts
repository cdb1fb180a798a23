import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BilingualSiteContentItem,
  BilingualSiteContentMetadata,
  BilingualText,
  ContentKind,
  ContentType,
  Language,
  SiteContentItem,
} from '@hiti/contracts';
import { callApi } from './call';
import { useReadLanguage } from './language';
import { siteContentKeys } from './query-keys';

export interface SiteContentOptions {
  staleTime?: number;
  gcTime?: number;
  refetchInterval?: number;
}

/** The content items of one type (or all), their texts in one language. */
export function fetchSiteContent(
  type: ContentType | undefined,
  language: Language,
  signal?: AbortSignal,
): Promise<SiteContentItem[]> {
  return callApi('listSiteContent', { query: { type, lang: language }, signal });
}

/** The content items of one type (or all of them) in the storefront's language. */
export function useSiteContent(type?: ContentType, options: SiteContentOptions = {}) {
  const language = useReadLanguage();
  return useQuery({
    queryKey: siteContentKeys.list({ type: type ?? 'all', lang: language }),
    queryFn: ({ signal }) => fetchSiteContent(type, language, signal),
    ...options,
  });
}

/** The editors' read: every item of one type (or all), private ones included, in both languages. */
function fetchEditableSiteContent(type: ContentType | undefined, signal?: AbortSignal) {
  return callApi('listEditableSiteContent', { query: { type }, signal });
}

/** The content items of one type (or all) with both languages, for the editors. */
export function useBilingualSiteContent(type?: ContentType) {
  return useQuery({
    queryKey: siteContentKeys.list({ type: type ?? 'all', lang: 'both' }),
    queryFn: ({ signal }) => fetchEditableSiteContent(type, signal),
  });
}

/** One content item as an editor saves it: found by its key, created when it is missing. */
export interface ContentEntry {
  type: ContentType;
  key: string;
  content: BilingualText;
  contentType?: ContentKind;
  metadata?: BilingualSiteContentMetadata;
}

/** Saves one entry: updates the item with its key, or creates it (the metadata replaces the stored one). */
export async function saveContentEntry(entry: ContentEntry): Promise<BilingualSiteContentItem> {
  const existing = await fetchEditableSiteContent(entry.type).then((items) =>
    items.find((item) => item.key === entry.key),
  );
  const body = {
    content: entry.content,
    ...(entry.contentType ? { contentType: entry.contentType } : {}),
    ...(entry.metadata ? { metadata: entry.metadata } : {}),
  };
  if (existing) {
    return callApi('updateSiteContent', { params: { id: existing.id }, body });
  }
  return callApi('createSiteContent', { body: { type: entry.type, key: entry.key, ...body } });
}

/**
 * The one way content is saved: every entry created or updated by its key, in parallel, then every
 * content query refreshed. `isPending` drives the editors' "Saving..." state.
 */
export function useSaveContent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (entries: readonly ContentEntry[]) => Promise.all(entries.map(saveContentEntry)),
    onSettled: () => client.invalidateQueries({ queryKey: siteContentKeys.all }),
  });
}
