import { describe, expect, it } from 'vitest';
import type { SiteContentItem } from '@hiti/contracts';
import { byKey, contentText, localizedTitle } from './site-content';

function item(key: string, content: string, metadata: SiteContentItem['metadata'] = {}): SiteContentItem {
  return {
    id: 1,
    key,
    type: 'about',
    content,
    contentType: 'text',
    metadata,
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
}

describe('content texts', () => {
  const items = byKey([
    item('about_vision', 'Vizioni', {
      content_mk: 'Визија',
      title: 'Vizioni ynë',
      title_mk: 'Нашата визија',
    }),
    item('about_mission', 'Misioni'),
    item('about_blank', '   '),
  ]);

  it('reads Macedonian from content_mk and Albanian from content', () => {
    expect(contentText(items, 'about_vision', 'x', 'mk')).toBe('Визија');
    expect(contentText(items, 'about_vision', 'x', 'al')).toBe('Vizioni');
  });

  it('falls back to the other language, then to the default', () => {
    expect(contentText(items, 'about_mission', 'x', 'mk')).toBe('Misioni');
    expect(contentText(items, 'about_blank', 'default', 'mk')).toBe('default');
    expect(contentText(items, 'missing', 'default', 'al')).toBe('default');
  });

  it('picks the title of the language', () => {
    expect(localizedTitle(items.get('about_vision'), 'mk')).toBe('Нашата визија');
    expect(localizedTitle(items.get('about_vision'), 'al')).toBe('Vizioni ynë');
    expect(localizedTitle(items.get('about_mission'), 'al')).toBeUndefined();
  });
});
