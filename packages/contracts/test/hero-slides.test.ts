import { describe, expect, it } from 'vitest';
import {
  bilingualSiteContentItemSchema,
  isRemovedBilingualSecondSlide,
  isRemovedSecondSlide,
  isUnmarkedRemovedSecondSlide,
  localizeContentItem,
  siteContentUpdateSchema,
  type BilingualSiteContentItem,
  type BilingualSiteContentMetadata,
} from '../src';

function slide(key: string, image: string, metadata: BilingualSiteContentMetadata): BilingualSiteContentItem {
  return {
    id: key.length,
    key,
    type: 'hero',
    content: { mk: image, al: '' },
    contentType: 'image',
    metadata,
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
}

const first = slide('hero_slider_1', '/a.jpg', {
  title: { mk: 'Топлина', al: 'Ngrohtësi' },
  description: { mk: 'Опис', al: 'Përshkrim' },
});
/** What "Remove Second Slider" writes: the first slide's data, marked removed. */
const removed = slide('hero_slider_2', '/a.jpg', { ...first.metadata, removed: true });
const edited = slide('hero_slider_1', '/c.jpg', { title: { mk: 'Нов наслов', al: 'Titull i ri' } });

describe('removed second hero slide', () => {
  it('stays removed after the first slide is edited, in both languages and in the editors', () => {
    expect(isRemovedBilingualSecondSlide(edited, removed)).toBe(true);
    for (const language of ['mk', 'al'] as const) {
      const shown = (item: BilingualSiteContentItem) => localizeContentItem(item, language);
      expect(isRemovedSecondSlide(shown(edited), shown(removed))).toBe(true);
    }
  });

  it('keeps the mark through the API schemas and a read in one language', () => {
    expect(bilingualSiteContentItemSchema.parse(removed).metadata.removed).toBe(true);
    expect(siteContentUpdateSchema.parse({ metadata: removed.metadata }).metadata?.removed).toBe(true);
    expect(localizeContentItem(removed, 'al').metadata.removed).toBe(true);
  });

  it('reads an older removal (an unmarked copy) as removed, an empty top line being no top line', () => {
    const copy = slide('hero_slider_2', '/a.jpg', { ...first.metadata, subtitle: { mk: '', al: ' ' } });
    expect(isRemovedBilingualSecondSlide(first, copy)).toBe(true);
    expect(isUnmarkedRemovedSecondSlide(first, copy)).toBe(true);
    expect(isUnmarkedRemovedSecondSlide(first, removed)).toBe(false);
    expect(isRemovedSecondSlide(localizeContentItem(first, 'mk'), localizeContentItem(copy, 'mk'))).toBe(
      true,
    );
  });

  it('shows a second slide of its own', () => {
    const own = slide('hero_slider_2', '/b.jpg', { title: { mk: 'Втор', al: 'I dyti' } });
    expect(isRemovedBilingualSecondSlide(first, own)).toBe(false);
    expect(isRemovedBilingualSecondSlide(undefined, own)).toBe(false);
    const sameImageOtherText = slide('hero_slider_2', '/a.jpg', { title: { mk: 'Друг', al: 'Tjetër' } });
    expect(isRemovedBilingualSecondSlide(first, sameImageOtherText)).toBe(false);
  });
});
