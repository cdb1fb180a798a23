import type { ContentType, SiteContentItem, SiteContentMetadata } from '@hiti/contracts';
import { createSiteContent, updateSiteContent } from '../../api/site-content';

export interface ContentEntry {
  key: string;
  content: string;
  metadata?: SiteContentMetadata;
  contentType?: 'text' | 'image';
}

/**
 * Saves each entry in parallel: an existing item (by key) is updated by id, a missing one created.
 * Resolves when all are saved; rejects with the first failure.
 */
export async function saveContentEntries(
  type: ContentType,
  entries: readonly ContentEntry[],
  existing: ReadonlyMap<string, SiteContentItem>,
): Promise<SiteContentItem[]> {
  return Promise.all(
    entries.map((entry) => {
      const item = existing.get(entry.key);
      const body = {
        content: entry.content,
        ...(entry.metadata ? { metadata: entry.metadata } : {}),
        ...(entry.contentType ? { contentType: entry.contentType } : {}),
      };
      return item
        ? updateSiteContent(item.id, body)
        : createSiteContent({ type, key: entry.key, contentType: 'text', ...body });
    }),
  );
}
