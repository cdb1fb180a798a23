import type { ContentDraft } from './draft';
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

export type { ContentDraft } from './draft';
export { SHOWROOM_DETAIL_KEYS } from './contact';
export { PRIVACY_AL, PRIVACY_MK } from './legal-privacy';
export { TERMS_AL, TERMS_MK } from './legal-terms';

const DEFAULTS_BY_KEY: ReadonlyMap<string, ContentDraft> = new Map(
  DEFAULT_CONTENT.map((draft) => [draft.key, draft]),
);

/** The default of a content key (what a fresh install holds), or undefined for a key without one. */
export function defaultContent(key: string): ContentDraft | undefined {
  return DEFAULTS_BY_KEY.get(key);
}
