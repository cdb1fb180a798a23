import type { ReactElement } from 'react';
import { DEFAULT_CONTENT } from '@hiti/contracts';
import type { BilingualSiteContentItem, ContentType, ErrorCode, SiteContentSaveItem } from '@hiti/contracts';
import { authCheckQuery } from '../../api/auth';
import { createQueryClient } from '../../api/query-client';
import { siteContentKeys } from '../../api/query-keys';
import {
  answerRoute,
  recordRequests,
  refuseRoute,
  type RefusalOptions,
  type SentRequest,
} from '../../test/http-mock';
import { renderApp } from '../../test/render';
import { ADMIN_LANGUAGE_KEY } from '../i18n/admin-language';

/**
 * Renders a content editor for a signed-in super admin, its type's items already read, in `language`. The
 * editors' read answers `items` (the public list is not theirs: it leaves private items out).
 */
export function renderContentEditor(
  ui: ReactElement,
  options: {
    type: ContentType;
    items: BilingualSiteContentItem[];
    path: string;
    language?: 'mk' | 'al' | undefined;
  },
) {
  if (options.language) window.localStorage.setItem(ADMIN_LANGUAGE_KEY, options.language);
  answerRoute('countNewEnquiries', { new: 0 });
  answerRoute('listEditableSiteContent', options.items);
  const queryClient = createQueryClient();
  queryClient.setQueryData(authCheckQuery.queryKey, { authenticated: true, role: 'super_admin' });
  queryClient.setQueryData(siteContentKeys.list({ type: options.type, lang: 'both' }), options.items);
  return renderApp(ui, { queryClient, path: options.path });
}

/** The items of a type as a fresh install stores them (its default texts), numbered from 1. */
export function seededItems(type: ContentType): BilingualSiteContentItem[] {
  return DEFAULT_CONTENT.filter((draft) => draft.type === type).map((draft, index) => ({
    id: index + 1,
    key: draft.key,
    type: draft.type,
    content: draft.content,
    contentType: draft.contentType,
    metadata: draft.metadata,
    updatedAt: '2026-01-01T00:00:00.000Z',
  }));
}

/** A save the content API refuses: the error code, with its status and details when told. */
export type ContentRefusal = { code: ErrorCode } & Omit<RefusalOptions, 'once'>;

/** Answers each save of the content API: that it was written, or `refusal`. Answers the saves sent. */
export function answerContentSaves(refusal?: ContentRefusal): SentRequest<'saveSiteContent'>[] {
  if (refusal) refuseRoute('saveSiteContent', refusal.code, refusal);
  else answerRoute('saveSiteContent', { changed: [] });
  return recordRequests('saveSiteContent');
}

/** The items of each save sent, in order. */
export function savedItems(saves: readonly SentRequest<'saveSiteContent'>[]): SiteContentSaveItem[][] {
  return saves.map((save) => save.body.items);
}
