import { vi } from 'vitest';
import type { BilingualSiteContentItem, BilingualSiteContentMetadata } from '@hiti/contracts';

export function heroSlide(
  key: string,
  image: string,
  metadata: BilingualSiteContentMetadata,
  id = key.endsWith('1') ? 1 : 2,
): BilingualSiteContentItem {
  return {
    id,
    key,
    type: 'hero',
    content: { mk: image, al: '' },
    contentType: 'image',
    metadata,
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
}

export interface SentWrite {
  method: string;
  url: string;
  body: Partial<BilingualSiteContentItem>;
}

/**
 * The content API as the slide screens see it: reads answer `items`, a write answers the item as
 * written (or an error body with `writeStatus` from 400 on). Answers the writes sent.
 */
export function stubHeroApi(items: BilingualSiteContentItem[], writeStatus = 200): SentWrite[] {
  const writes: SentWrite[] = [];
  const answer = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      if (method === 'GET') return answer(200, items);
      const body = JSON.parse(String(init.body)) as Partial<BilingualSiteContentItem>;
      writes.push({ method, url: String(url), body });
      if (writeStatus >= 400) {
        return answer(writeStatus, { error: { code: 'INTERNAL', message: 'refused' } });
      }
      const id = Number(/\/(\d+)$/.exec(String(url))?.[1] ?? 9);
      const stored = items.find((item) => item.id === id);
      return answer(200, { ...stored, ...body, id, updatedAt: '2025-02-01T00:00:00.000Z' });
    }),
  );
  return writes;
}
