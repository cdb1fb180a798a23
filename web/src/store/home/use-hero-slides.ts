import { useMemo } from 'react';
import { CACHE_TIMES } from '@hiti/contracts';
import { useSiteContent } from '../../api/site-content';
import { useLanguage } from '../common/use-language';
import { defaultSlides, storedSlides } from './hero-slides';

const heroOptions = { staleTime: CACHE_TIMES.heroStaleMs, gcTime: CACHE_TIMES.heroStaleMs };

/** The pictures of the home page's hero are wide: the bundled ones are 1600 × 700. */
export const HERO_IMAGE_BOX = { width: 1600, height: 700 };
export const HERO_IMAGE_SIZES = '100vw';

/** The hero's slides in the page's language (the built-in ones while the server has none), with the read's state. */
export function useHeroSlides() {
  const language = useLanguage();
  const query = useSiteContent('hero', heroOptions);
  const slides = useMemo(
    () => storedSlides(query.data, language) ?? defaultSlides(language),
    [query.data, language],
  );
  return { query, slides };
}

/** The hero's texts (main title, subtitle, button labels), read like the slides. */
export function useHeroTexts() {
  return useSiteContent('hero_text', heroOptions);
}
