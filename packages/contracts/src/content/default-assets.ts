/**
 * Images the web app ships in its public folder, used by the seeded site content and as the
 * fallbacks of the pages when an item is missing.
 */
export const DEFAULT_CONTENT_IMAGES = {
  logo: '/logo.svg',
  heroSlide1: '/images/hero-1.jpg',
  heroSlide2: '/images/hero-2.jpg',
  aboutStory: '/images/about-story.jpg',
  homeAbout: '/images/home-about.jpg',
} as const;
