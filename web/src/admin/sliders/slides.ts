import { HERO_SLIDE_KEYS } from '@hiti/contracts';
import type { BilingualSiteContentItem } from '@hiti/contracts';

/**
 * The hero slides as the storefront shows them, by place: a second slide that is a copy of the first
 * (what "Remove Second Slider" leaves) counts as no second slide, so it can be added again.
 */
export function shownSlides(items: readonly BilingualSiteContentItem[] | undefined) {
  const [first, second] = HERO_SLIDE_KEYS.map((key) => items?.find((item) => item.key === key));
  const copy =
    first !== undefined &&
    second !== undefined &&
    JSON.stringify([first.content, first.metadata]) === JSON.stringify([second.content, second.metadata]);
  return { first, second: copy ? undefined : second, storedSecond: second };
}
