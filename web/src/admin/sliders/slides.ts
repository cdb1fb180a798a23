import {
  HERO_SLIDE_KEYS,
  isRemovedBilingualSecondSlide,
  isUnmarkedRemovedSecondSlide,
} from '@hiti/contracts';
import type { BilingualSiteContentItem, BilingualSiteContentMetadata, BilingualText } from '@hiti/contracts';
import type { ContentEntry } from '../../api/site-content';
import type { FieldPath } from '../shared/zod-form';

/** The hero slides as the editors know them: as the storefront shows them, and as they are stored. */
export interface HeroSlides {
  first: BilingualSiteContentItem | undefined;
  /** Undefined while the second slide is removed, so it can be added again. */
  second: BilingualSiteContentItem | undefined;
  storedSecond: BilingualSiteContentItem | undefined;
}

/** The hero slides by place; a removed second slide (contracts' `isRemovedSecondSlide`) counts as none. */
export function shownSlides(items: readonly BilingualSiteContentItem[] | undefined): HeroSlides {
  const [first, second] = HERO_SLIDE_KEYS.map((key) => items?.find((item) => item.key === key));
  const removed = second !== undefined && isRemovedBilingualSecondSlide(first, second);
  return { first, second: removed ? undefined : second, storedSecond: second };
}

/** The stored item of a place, removed or not: saving it updates rather than creates. */
export function storedSlide(slides: HeroSlides, slideKey: string): BilingualSiteContentItem | undefined {
  return slideKey === HERO_SLIDE_KEYS[0] ? slides.first : slides.storedSecond;
}

export const SLIDE_TEXT_FIELDS = ['title', 'description', 'subtitle'] as const;
export type SlideTextField = (typeof SLIDE_TEXT_FIELDS)[number];

/** What the slide form edits. */
export interface SlideValues {
  image: string;
  texts: Record<SlideTextField, BilingualText>;
}

const blank = (text: BilingualText) => text.mk.trim() === '' && text.al.trim() === '';

/** The stored metadata with the form's texts (a text left blank in both languages is left out). */
function slideMetadata(
  stored: BilingualSiteContentItem | undefined,
  values: SlideValues,
): BilingualSiteContentMetadata {
  const {
    removed: _removed,
    title: _title,
    description: _description,
    subtitle: _subtitle,
    ...kept
  } = stored?.metadata ?? {};
  const metadata: BilingualSiteContentMetadata = kept;
  for (const field of SLIDE_TEXT_FIELDS) {
    const text = values.texts[field];
    if (!blank(text)) metadata[field] = text;
  }
  return metadata;
}

/**
 * What saving a slide writes: the slide itself (a second slide saved is shown again); and, when the
 * first slide changes while the second is an older, unmarked removal, that removal marked, so the edit
 * does not bring it back.
 */
export function slideSaveEntries(slides: HeroSlides, slideKey: string, values: SlideValues): ContentEntry[] {
  const entry: ContentEntry = {
    type: 'hero',
    key: slideKey,
    content: { mk: values.image, al: '' },
    contentType: 'image',
    metadata: slideMetadata(storedSlide(slides, slideKey), values),
  };
  const { first, storedSecond } = slides;
  if (
    slideKey !== HERO_SLIDE_KEYS[0] ||
    !storedSecond ||
    !isUnmarkedRemovedSecondSlide(first, storedSecond)
  ) {
    return [entry];
  }
  return [entry, removalEntry(storedSecond)];
}

/** Where a refused part of a slide's entry sits in the slide form: its image, or one of its texts. */
export function slideFieldOf(_key: string, path: string): FieldPath | undefined {
  const [part, field, language] = path.split('.');
  if (part === 'content') return 'image';
  const text = SLIDE_TEXT_FIELDS.find((candidate) => candidate === field);
  return part === 'metadata' && text && language ? ['texts', text, language] : undefined;
}

/** The second slide marked removed, its data kept. */
function removalEntry(second: BilingualSiteContentItem): ContentEntry {
  return {
    type: 'hero',
    key: second.key,
    content: second.content,
    contentType: 'image',
    metadata: { ...second.metadata, removed: true },
  };
}

/** "Remove Second Slider": the second slide overwritten with the first one's data (SPEC), marked removed. */
export function removeSecondSlideEntry(first: BilingualSiteContentItem): ContentEntry {
  return removalEntry({ ...first, key: HERO_SLIDE_KEYS[1] });
}
