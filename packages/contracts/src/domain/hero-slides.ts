import { LANGUAGES } from '../constants';
import type { BilingualSiteContentItem, SiteContentItem } from '../public/site-content';
import { localizeContentItem } from './localize';

/** What a slide reads with `?lang=`: its picture and texts in one language. */
export type LocalizedSlide = Pick<SiteContentItem, 'content' | 'metadata'>;

/** What a visitor sees of a slide: its picture, top line, title and text (blank and missing alike). */
function face(slide: LocalizedSlide): string[] {
  const { metadata } = slide;
  const image = slide.content.trim() || (metadata.imageUrl ?? '').trim();
  return [image, metadata.subtitle, metadata.title, metadata.description].map((text) => (text ?? '').trim());
}

function sameFace(first: LocalizedSlide, second: LocalizedSlide): boolean {
  const [a, b] = [face(first), face(second)];
  return a.every((text, index) => text === b[index]);
}

/**
 * The one rule of "the second hero slide is removed", for the storefront and the editors alike.
 * "Remove Second Slider" overwrites the second slide with the first one's data (SPEC) and marks it
 * `metadata.removed`, so it stays removed whatever later happens to the first slide. A second slide
 * without the mark (removed before the mark existed) counts as removed while it shows exactly what the
 * first one shows: the home page never shows the same slide twice.
 */
export function isRemovedSecondSlide(first: LocalizedSlide | undefined, second: LocalizedSlide): boolean {
  if (second.metadata.removed === true) return true;
  return first !== undefined && sameFace(first, second);
}

/** `isRemovedSecondSlide` for the editors' items in both languages: removed when it is in each of them. */
export function isRemovedBilingualSecondSlide(
  first: BilingualSiteContentItem | undefined,
  second: BilingualSiteContentItem,
): boolean {
  return LANGUAGES.every((language) =>
    isRemovedSecondSlide(
      first && localizeContentItem(first, language),
      localizeContentItem(second, language),
    ),
  );
}

/** Whether a second slide is a removal recorded before the mark existed, which a later save should mark. */
export function isUnmarkedRemovedSecondSlide(
  first: BilingualSiteContentItem | undefined,
  second: BilingualSiteContentItem,
): boolean {
  return second.metadata.removed !== true && isRemovedBilingualSecondSlide(first, second);
}
