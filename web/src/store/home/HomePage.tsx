import { useTranslation } from '../../i18n/use-translation';
import { imageAttributes } from '../../lib/images';
import { usePageHead } from '../head/head-context';
import { useBusinessData } from '../head/use-business-data';
import { CategoryGrid } from './CategoryGrid';
import { FeaturedProducts } from './FeaturedProducts';
import { HeroCarousel } from './HeroCarousel';
import { HomeAbout } from './HomeAbout';
import { WhyChooseUs } from './WhyChooseUs';
import { HERO_IMAGE_BOX, HERO_IMAGE_SIZES, useHeroSlides } from './use-hero-slides';

/** The first hero picture, for the head to fetch before anything else (it is the page's largest paint). */
function useHeroPreload() {
  const first = useHeroSlides().slides[0];
  if (!first) return undefined;
  const { src, srcSet, sizes } = imageAttributes(first.image, HERO_IMAGE_SIZES, HERO_IMAGE_BOX, 1280);
  return { href: src, srcSet, sizes };
}

export function HomePage() {
  const { t } = useTranslation();
  usePageHead({
    title: t('meta.homeTitle'),
    jsonLd: [useBusinessData()],
    preloadImage: useHeroPreload(),
  });
  return (
    <>
      <HeroCarousel />
      <CategoryGrid />
      <FeaturedProducts />
      <WhyChooseUs />
      <HomeAbout />
    </>
  );
}
