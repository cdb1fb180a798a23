import { describe, expect, it } from 'vitest';
import { defaultContent, inLanguage, localizeContentItem, type SiteContentItem } from '@hiti/contracts';
import { byKey, contentText, contentTitle, defaultContentItems } from './site-content';

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
    item('about_why_us', '   '),
  ]);

  it('reads the text the server answered in the page language', () => {
    expect(contentText(items, 'about_vision', 'mk')).toBe('Визија');
    expect(contentTitle(items, 'about_vision', 'mk')).toBe('Нашата визија');
  });

  it('keeps the other language the server fell back to', () => {
    expect(contentText(items, 'about_mission', 'mk')).toBe('Misioni');
  });

  it('shows the default text of the page language for a blank or missing key', () => {
    const whyUs = defaultContent('about_why_us');
    const story = defaultContent('about_story');
    if (!whyUs || !story?.metadata.title) throw new Error('the defaults hold these keys');
    expect(contentText(items, 'about_why_us', 'mk')).toBe(whyUs.content.mk);
    expect(contentText(items, 'about_story', 'al')).toBe(story.content.al);
    expect(contentTitle(items, 'about_story', 'al')).toBe(story.metadata.title.al);
    expect(contentTitle(items, 'about_mission', 'mk')).toBe('Нашата мисија');
  });

  it('leaves a key empty when its default is empty (no made-up contact details)', () => {
    expect(contentText(new Map(), 'contact_phone', 'mk')).toBe('');
    expect(contentText(new Map(), 'contact_address', 'al')).toBe('');
  });

  it('reads a language-neutral default in both languages', () => {
    const link = defaultContent('home_about_btn_link');
    if (!link) throw new Error('the defaults hold the home-about link');
    expect(contentText(new Map(), 'home_about_btn_link', 'mk')).toBe(inLanguage(link.content, 'mk'));
    expect(contentText(new Map(), 'home_about_btn_link', 'al')).toBe(inLanguage(link.content, 'mk'));
  });

  it('shows the stored legal texts only: their defaults are seeded, not carried by every page', () => {
    const stored = byKey([item('legal_terms_al', 'Kushtet')]);
    expect(contentText(stored, 'legal_terms_al', 'al')).toBe('Kushtet');
    expect(contentText(new Map(), 'legal_terms_al', 'al')).toBe('');
  });

  it('lists the default items of a type in a language', () => {
    const slides = defaultContentItems('hero', 'al');
    expect(slides.map((slide) => slide.key)).toEqual(['hero_slider_1', 'hero_slider_2']);
    expect(slides[0]?.metadata.title).toBe('Kamina premium për shtëpinë tuaj');
    expect(slides[0]?.content).toMatch(/^\//);
  });
});
