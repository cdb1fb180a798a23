import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { siteContentItemSchema, siteContentListSchema } from '@hiti/contracts';
import type {
  ContentType,
  SiteContentCreate,
  SiteContentItem,
  SiteContentMetadata,
  SiteContentUpdate,
} from '@hiti/contracts';
import { apiFetch } from './client';
import { siteContentKeys } from './query-keys';

export interface SiteContentOptions {
  staleTime?: number;
  gcTime?: number;
  refetchInterval?: number;
}

export function fetchSiteContent(type?: ContentType, signal?: AbortSignal): Promise<SiteContentItem[]> {
  return apiFetch('/api/site-content', { query: { type }, signal }, siteContentListSchema);
}

/** The content items of one type (or all of them). */
export function useSiteContent(type?: ContentType, options: SiteContentOptions = {}) {
  return useQuery({
    queryKey: siteContentKeys.list({ type: type ?? 'all' }),
    queryFn: ({ signal }) => fetchSiteContent(type, signal),
    ...options,
  });
}

/** A create body as callers write it (content type and metadata may be left out). */
export type NewSiteContent = Omit<SiteContentCreate, 'contentType' | 'metadata'> & {
  contentType?: SiteContentCreate['contentType'];
  metadata?: SiteContentMetadata;
};

export function createSiteContent(body: NewSiteContent): Promise<SiteContentItem> {
  return apiFetch('/api/site-content', { method: 'POST', json: body }, siteContentItemSchema);
}

export function updateSiteContent(id: number, body: SiteContentUpdate): Promise<SiteContentItem> {
  return apiFetch(`/api/site-content/${id}`, { method: 'PATCH', json: body }, siteContentItemSchema);
}

export function useInvalidateSiteContent() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: siteContentKeys.all });
}

export function useCreateSiteContent() {
  const invalidate = useInvalidateSiteContent();
  return useMutation({ mutationFn: createSiteContent, onSuccess: () => invalidate() });
}

export function useUpdateSiteContent() {
  const invalidate = useInvalidateSiteContent();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: SiteContentUpdate }) => updateSiteContent(id, body),
    onSuccess: () => invalidate(),
  });
}
