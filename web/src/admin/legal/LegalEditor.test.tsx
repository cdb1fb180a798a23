import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BilingualSiteContentItem } from '@hiti/contracts';
import { onRoute, recordRequests, type SentRequest } from '../../test/http-mock';
import { renderContentEditor, savedItems } from '../shared/content-editor-test-support';
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
 * The content API keeping what is saved, the HTML of a save cleaned as the content service cleans it
 * (scripts dropped); its read answers in place of the editor's first one. Answers the saves sent.
 */
function stubSanitizingApi(items: BilingualSiteContentItem[]): SentRequest<'saveSiteContent'>[] {
  let stored = items;
  const saves = recordRequests('saveSiteContent');
  onRoute('listEditableSiteContent', () => stored);
  onRoute('saveSiteContent', ({ body }) => {
    const changed = body.items.flatMap((entry) => {
      const before = stored.find((item) => item.key === entry.key);
      if (!before) return [];
      const clean = entry.content.mk.replace(/<script>.*?<\/script>/g, '');
      const after = {
        ...before,
        content: { mk: clean, al: '' },
        updatedAt: `2026-02-01T00:00:0${saves.length}.000Z`,
      };
      return [{ before, after }];
    });
    stored = stored.map((item) => changed.find((change) => change.before.id === item.id)?.after ?? item);
    return { changed };
  });
  return saves;
}

const ITEMS = [
  legalItem(1, 'legal_terms_mk', '<p>Услови</p>'),
  legalItem(2, 'legal_terms_al', '<p>Kushtet</p>'),
  legalItem(3, 'legal_privacy_mk', '<p>Приватност</p>'),
  legalItem(4, 'legal_privacy_al', '<p>Privatësia</p>'),
];

describe('Legal Pages Editor', () => {
  it('shows the HTML as it was stored after a save, not the markup the server removed', async () => {
    renderContentEditor(<LegalEditor />, {
      type: 'legal',
      items: ITEMS,
      path: '/admin/legal-editor',
      language: 'al',
    });
    const saves = stubSanitizingApi(ITEMS);
    const macedonian = await screen.findByLabelText('Maqedonisht (HTML)');
    fireEvent.change(macedonian, { target: { value: '<p>Нови услови</p><script>alert(1)</script>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ruaj ndryshimet' }));
    expect(await screen.findByText('Përmbajtja u ruajt me sukses')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByLabelText('Maqedonisht (HTML)')).toHaveProperty('value', '<p>Нови услови</p>'),
    );
    expect(screen.getByLabelText('Shqip (HTML)')).toHaveProperty('value', '<p>Kushtet</p>');
    expect(savedItems(saves)).toEqual([
      [
        {
          type: 'legal',
          key: 'legal_terms_mk',
          content: { mk: '<p>Нови услови</p><script>alert(1)</script>', al: '' },
        },
      ],
    ]);
  });
});
