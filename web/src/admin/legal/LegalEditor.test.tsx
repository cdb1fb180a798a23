import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BilingualSiteContentItem } from '@hiti/contracts';
import { renderContentEditor } from '../shared/content-editor-test-support';
import { LegalEditor } from './LegalEditor';

const legalItem = (id: number, key: string, html: string): BilingualSiteContentItem => ({
  id,
  key,
  type: 'legal',
  content: { mk: html, al: '' },
  contentType: 'text',
  metadata: {},
  updatedAt: '2026-01-01T00:00:00.000Z',
});

/**
 * The content API keeping what is written, the HTML of a write cleaned as the content service cleans
 * it (scripts dropped).
 */
function stubSanitizingApi(items: BilingualSiteContentItem[]) {
  let stored = items;
  let writes = 0;
  const answer = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL, init: RequestInit = {}) => {
      if ((init.method ?? 'GET') === 'GET') return answer(stored);
      writes += 1;
      const id = Number(/\/(\d+)$/.exec(String(url))?.[1]);
      const body = JSON.parse(String(init.body)) as { content: { mk: string; al: string } };
      const clean = body.content.mk.replace(/<script>.*?<\/script>/g, '');
      const saved = stored.map((item) =>
        item.id === id
          ? {
              ...item,
              content: { mk: clean, al: '' },
              updatedAt: `2026-02-01T00:00:0${writes}.000Z`,
            }
          : item,
      );
      stored = saved;
      return answer(saved.find((item) => item.id === id));
    }),
  );
}

const ITEMS = [
  legalItem(1, 'legal_terms_mk', '<p>Услови</p>'),
  legalItem(2, 'legal_terms_al', '<p>Kushtet</p>'),
  legalItem(3, 'legal_privacy_mk', '<p>Приватност</p>'),
  legalItem(4, 'legal_privacy_al', '<p>Privatësia</p>'),
];

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('Legal Pages Editor', () => {
  it('shows the HTML as it was stored after a save, not the markup the server removed', async () => {
    stubSanitizingApi(ITEMS);
    renderContentEditor(<LegalEditor />, {
      type: 'legal',
      items: ITEMS,
      path: '/admin/legal-editor',
      language: 'sq',
    });
    const macedonian = await screen.findByLabelText('Maqedonisht (HTML)');
    fireEvent.change(macedonian, { target: { value: '<p>Нови услови</p><script>alert(1)</script>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ruaj ndryshimet' }));
    expect(await screen.findByText('Përmbajtja u ruajt me sukses')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByLabelText('Maqedonisht (HTML)')).toHaveProperty('value', '<p>Нови услови</p>'),
    );
    expect(screen.getByLabelText('Shqip (HTML)')).toHaveProperty('value', '<p>Kushtet</p>');
  });
});
