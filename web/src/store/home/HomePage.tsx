import { CategoryGrid } from './CategoryGrid';
import { FeaturedProducts } from './FeaturedProducts';
import { HeroCarousel } from './HeroCarousel';
import { HomeAbout } from './HomeAbout';
import { WhyChooseUs } from './WhyChooseUs';
import { usePageTitle } from '../common/use-page-title';

export function HomePage() {
  usePageTitle();
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
