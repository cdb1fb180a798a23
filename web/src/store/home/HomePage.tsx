import { CategoryGrid } from './CategoryGrid';
import { FeaturedProducts } from './FeaturedProducts';
import { HeroCarousel } from './HeroCarousel';
import { HomeAbout } from './HomeAbout';
import { WhyChooseUs } from './WhyChooseUs';
import { usePageHead } from '../head/head-context';
import { useBusinessData } from '../head/use-business-data';

export function HomePage() {
  usePageHead({ jsonLd: [useBusinessData()] });
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
