import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContentType, Language, SiteContentItem, SiteContentSaveItem } from '@hiti/contracts';
import { callApi } from './call';
import { useReadLanguage } from './language';
import { siteContentKeys } from './query-keys';

export interface SiteContentOptions {
  staleTime?: number;
  gcTime?: number;
  refetchInterval?: number;
}

/** The content items of one type (or all), their texts in one language. */
function fetchSiteContent(
  type: ContentType | undefined,
  language: Language,
  signal?: AbortSignal,
): Promise<SiteContentItem[]> {
  return callApi('listSiteContent', { query: { type, lang: language }, signal });
}

/** The read of the content items of one type (or all of them) in a language. */
export function siteContentOptions(type: ContentType | undefined, language: Language) {
  return queryOptions({
    queryKey: siteContentKeys.list({ type: type ?? 'all', lang: language }),
    queryFn: ({ signal }) => fetchSiteContent(type, language, signal),
  });
}

/** The content items of one type (or all of them) in the storefront's language. */
export function useSiteContent(type?: ContentType, options: SiteContentOptions = {}) {
  const language = useReadLanguage();
  return useQuery({ ...siteContentOptions(type, language), ...options });
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
export type ContentEntry = SiteContentSaveItem;

/**
 * The one way content is saved: the entries in one request, written all or none, then every content
 * query refreshed. `isPending` drives the editors' "Saving..." state.
 */
export function useSaveContent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (entries: readonly ContentEntry[]) =>
      callApi('saveSiteContent', { body: { items: [...entries] } }),
    onSettled: () => client.invalidateQueries({ queryKey: siteContentKeys.all }),
  });
}
