import { HERO_SLIDE_KEYS } from '@hiti/contracts';
import type { Language, SiteContentItem } from '@hiti/contracts';
import { defaultContentItems } from '../../lib/site-content';

export interface HeroSlide {
  key: string;
  image: string;
  /** The slide's small top line, shown above its title. */
  topLine: string;
  title: string;
  description: string;
}

function pick(...texts: (string | undefined)[]): string {
  return texts.find((text) => text !== undefined && text.trim() !== '') ?? '';
}

/** A stored slide, its texts read with `?lang=` (already in the page's language). */
export function slideFromItem(item: SiteContentItem, _language: Language): HeroSlide {
  const { metadata } = item;
  return {
    key: item.key,
    image: pick(item.content, metadata.imageUrl),
    topLine: pick(metadata.subtitle),
    title: pick(metadata.title),
    description: pick(metadata.description),
  };
}

/** The stored hero slides in key order (at most two), or null when the server has none. */
export function storedSlides(
  items: readonly SiteContentItem[] | undefined,
  language: Language,
): HeroSlide[] | null {
  const slides = HERO_SLIDE_KEYS.flatMap((key) => {
    const item = items?.find((candidate) => candidate.key === key);
    return item ? [slideFromItem(item, language)] : [];
  });
  if (!slides.length) return null;
  // a removed second slide holds a copy of the first
  const distinct = slides.filter(
    (slide, index) =>
      index === 0 ||
      slides[0] === undefined ||
      slide.image !== slides[0].image ||
      slide.title !== slides[0].title,
  );
  return distinct.filter((slide) => slide.image !== '');
}

/** The slides of a fresh install, used when the server has no hero content. */
export function defaultSlides(language: Language): HeroSlide[] {
  return storedSlides(defaultContentItems('hero', language), language) ?? [];
}

/** The slide after `index`, wrapping to the first. */
export function nextSlide(index: number, count: number): number {
  return count === 0 ? 0 : (index + 1) % count;
}
