import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { BilingualSiteContentItem, ContentType } from '@hiti/contracts';
import { authCheckQuery } from '../../api/auth';
import { createQueryClient } from '../../api/query-client';
import { siteContentKeys } from '../../api/query-keys';
import { renderApp } from '../../test/render';
import { ADMIN_LANGUAGE_KEY } from '../i18n/admin-language';

/** Renders a content editor for a signed-in super admin, its type's items already read, in `language`. */
export function renderContentEditor(
  ui: ReactElement,
  options: {
    type: ContentType;
    items: BilingualSiteContentItem[];
    path: string;
    language?: 'mk' | 'sq' | undefined;
  },
) {
  if (options.language) window.localStorage.setItem(ADMIN_LANGUAGE_KEY, options.language);
  const queryClient = createQueryClient();
  queryClient.setQueryData(authCheckQuery.queryKey, { authenticated: true, role: 'super_admin' });
  queryClient.setQueryData(siteContentKeys.list({ type: options.type, lang: 'both' }), options.items);
  return renderApp(ui, { queryClient, path: options.path });
}

/**
 * The content API as an editor sees it: the editors' read answers `items` (the public list is not theirs:
 * it leaves private items out), writes answer the first item with `writeStatus` (an error body from 400
 * on). Answers the writes sent, as `METHOD url`.
 */
export function stubContentApi(items: BilingualSiteContentItem[], writeStatus = 200): string[] {
  const writes: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      if (method !== 'GET') writes.push(`${method} ${String(url)}`);
      if (method === 'GET' && !String(url).startsWith('/api/admin/site-content')) {
        return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Not found.' } }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        });
      }
      const status = method === 'GET' ? 200 : writeStatus;
      const answer = method === 'GET' ? items : status < 400 ? items[0] : { error: 'refused' };
      return new Response(JSON.stringify(answer), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return writes;
}
