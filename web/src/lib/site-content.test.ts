import { describe, expect, it } from 'vitest';
import { localizeContentItem, type SiteContentItem } from '@hiti/contracts';
import { byKey, contentText, localizedTitle } from './site-content';

function item(key: string, content: string): SiteContentItem {
  return {
    id: 1,
    key,
    type: 'about',
    content,
    contentType: 'text',
    metadata: {},
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
}

describe('content texts', () => {
  // Items as `?lang=mk` answers them: each text already in one language (see localizeContentItem).
  const items = byKey([
    localizeContentItem(
      {
        ...item('about_vision', ''),
        content: { mk: 'Визија', al: 'Vizioni' },
        metadata: { title: { mk: 'Нашата визија', al: 'Vizioni ynë' } },
      },
      'mk',
    ),
    localizeContentItem(
      { ...item('about_mission', ''), metadata: {}, content: { mk: '', al: 'Misioni' } },
      'mk',
    ),
    item('about_blank', '   '),
  ]);

  it('reads the text the server answered in the page language', () => {
    expect(contentText(items, 'about_vision', 'x', 'mk')).toBe('Визија');
  });

  it('falls back to the other language (server side), then to the default', () => {
    expect(contentText(items, 'about_mission', 'x', 'mk')).toBe('Misioni');
    expect(contentText(items, 'about_blank', 'default', 'mk')).toBe('default');
    expect(contentText(items, 'missing', 'default', 'al')).toBe('default');
  });

  it('picks the title of the language', () => {
    expect(localizedTitle(items.get('about_vision'), 'mk')).toBe('Нашата визија');
    expect(localizedTitle(items.get('about_mission'), 'al')).toBeUndefined();
  });
});
