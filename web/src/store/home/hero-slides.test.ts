import { describe, expect, it } from 'vitest';
import { localizeContentItem, type SiteContentItem } from '@hiti/contracts';
import { defaultSlides, nextSlide, storedSlides } from './hero-slides';

function slide(key: string, content: string, metadata: SiteContentItem['metadata']): SiteContentItem {
  return {
    id: key.length,
    key,
    type: 'hero',
    content,
    contentType: 'image',
    metadata,
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
}

describe('hero slides', () => {
  it('wraps from the last slide to the first', () => {
    expect(nextSlide(0, 2)).toBe(1);
    expect(nextSlide(1, 2)).toBe(0);
    expect(nextSlide(0, 1)).toBe(0);
    expect(nextSlide(3, 0)).toBe(0);
  });

  it('is null without hero content so the defaults are used', () => {
    expect(storedSlides([], 'mk')).toBeNull();
    const defaults = defaultSlides('al');
    expect(defaults.map((slide) => slide.key)).toEqual(['hero_slider_1', 'hero_slider_2']);
    expect(defaults[0]?.title).toBe('Kamina premium për shtëpinë tuaj');
  });

  it('shows the texts the server answered in the language', () => {
    const stored = {
      ...slide('hero_slider_1', '', {}),
      content: { mk: '/a.jpg', al: '' },
      metadata: { title: { mk: 'Македонски', al: 'Shqip' }, description: { mk: 'о', al: 'd' } },
    };
    const inMacedonian = [localizeContentItem(stored, 'mk')];
    expect(storedSlides(inMacedonian, 'mk')?.[0]).toMatchObject({
      title: 'Македонски',
      description: 'о',
      image: '/a.jpg',
    });
    const inAlbanian = [localizeContentItem(stored, 'al')];
    expect(storedSlides(inAlbanian, 'al')?.[0]).toMatchObject({
      title: 'Shqip',
      description: 'd',
      image: '/a.jpg',
    });
  });

  it('keeps the small top line apart from the description, in the language', () => {
    const stored = {
      ...slide('hero_slider_1', '', {}),
      content: { mk: '/a.jpg', al: '' },
      metadata: {
        title: { mk: 'Наслов', al: 'Titull' },
        subtitle: { mk: 'Горна линија', al: 'Rreshti i sipërm' },
        description: { mk: 'Опис', al: 'Përshkrim' },
      },
    };
    expect(storedSlides([localizeContentItem(stored, 'mk')], 'mk')?.[0]).toMatchObject({
      topLine: 'Горна линија',
      description: 'Опис',
    });
    expect(storedSlides([localizeContentItem(stored, 'al')], 'al')?.[0]).toMatchObject({
      topLine: 'Rreshti i sipërm',
      description: 'Përshkrim',
    });
  });

  it('orders by key and hides a removed second slide (a copy of the first)', () => {
    const first = slide('hero_slider_1', '/a.jpg', { title: 'One' });
    const second = slide('hero_slider_2', '/b.jpg', { title: 'Two' });
    expect(storedSlides([second, first], 'al')?.map((s) => s.title)).toEqual(['One', 'Two']);
    const copy = slide('hero_slider_2', '/a.jpg', { title: 'One' });
    expect(storedSlides([first, copy], 'al')?.map((s) => s.key)).toEqual(['hero_slider_1']);
  });

  it('keeps a removed second slide off the page after the first slide is edited', () => {
    const edited = slide('hero_slider_1', '/c.jpg', { title: 'New title' });
    const removed = slide('hero_slider_2', '/a.jpg', { title: 'One', removed: true });
    expect(storedSlides([edited, removed], 'mk')?.map((s) => s.title)).toEqual(['New title']);
  });

  it('hides an older removal whose copy differs only by an empty top line', () => {
    const first = slide('hero_slider_1', '/a.jpg', { title: 'One', description: 'Text' });
    const copy = slide('hero_slider_2', '/a.jpg', { title: 'One', description: 'Text', subtitle: '' });
    expect(storedSlides([first, copy], 'mk')?.map((s) => s.key)).toEqual(['hero_slider_1']);
    const other = slide('hero_slider_2', '/a.jpg', { title: 'One', description: 'Other text' });
    expect(storedSlides([first, other], 'mk')?.map((s) => s.key)).toEqual(['hero_slider_1', 'hero_slider_2']);
  });
});
