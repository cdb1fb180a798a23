import type { ContentDraft } from '../domain/item-rules';
import { aboutDefaults } from './about';
import { contactDefaults } from './contact';
import { heroSlideDefaults, heroTextDefaults } from './hero';
import { featureDefaults, featuredProductsDefaults, homeAboutDefaults } from './home-sections';
import { legalDefaults } from './legal';
import { logoDefaults } from './logo';
import { socialDefaults } from './social';

/** The content of a fresh install: one item for every key of SPEC §3 "Keys by type". */
export const DEFAULT_CONTENT: readonly ContentDraft[] = [
  ...logoDefaults,
  ...heroSlideDefaults,
  ...heroTextDefaults,
  ...aboutDefaults,
  ...contactDefaults,
  ...socialDefaults,
  ...featureDefaults,
  ...homeAboutDefaults,
  ...featuredProductsDefaults,
  ...legalDefaults,
];
