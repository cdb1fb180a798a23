import { HERO_SLIDE_KEYS, isRemovedSecondSlide } from '@hiti/contracts';
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
function slideFromItem(item: SiteContentItem, _language: Language): HeroSlide {
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
  const [first, second] = HERO_SLIDE_KEYS.map((key) => items?.find((candidate) => candidate.key === key));
  if (!first && !second) return null;
  const shown = [first, second && !isRemovedSecondSlide(first, second) ? second : undefined];
  return shown
    .flatMap((item) => (item ? [slideFromItem(item, language)] : []))
    .filter((slide) => slide.image !== '');
}

/** The slides of a fresh install, used when the server has no hero content. */
export function defaultSlides(language: Language): HeroSlide[] {
  return storedSlides(defaultContentItems('hero', language), language) ?? [];
}

/** The slide after `index`, wrapping to the first. */
export function nextSlide(index: number, count: number): number {
  return count === 0 ? 0 : (index + 1) % count;
}
