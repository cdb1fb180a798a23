import { CategoryGrid } from './CategoryGrid';
import { FeaturedProducts } from './FeaturedProducts';
import { HeroCarousel } from './HeroCarousel';
import { HomeAbout } from './HomeAbout';
import { WhyChooseUs } from './WhyChooseUs';

export function HomePage() {
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
