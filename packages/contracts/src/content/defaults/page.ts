import type { ContentDraft } from './draft';
import { aboutDefaults } from './about';
import { contactDefaults } from './contact';
import { heroSlideDefaults, heroTextDefaults } from './hero';
import { featureDefaults, featuredProductsDefaults, homeAboutDefaults } from './home-sections';
import { logoDefaults } from './logo';
import { socialDefaults } from './social';

/**
 * The content of a fresh install except the legal pages' long texts: what the storefront falls back to,
 * kept apart so a page's first load does not carry the legal HTML.
 */
export const DEFAULT_PAGE_CONTENT: readonly ContentDraft[] = [
  ...logoDefaults,
  ...heroSlideDefaults,
  ...heroTextDefaults,
  ...aboutDefaults,
  ...contactDefaults,
  ...socialDefaults,
  ...featureDefaults,
  ...homeAboutDefaults,
  ...featuredProductsDefaults,
];

const PAGE_DEFAULTS_BY_KEY: ReadonlyMap<string, ContentDraft> = new Map(
  DEFAULT_PAGE_CONTENT.map((draft) => [draft.key, draft]),
);

/** The default of a key the storefront falls back to (every key but the legal pages'), or undefined. */
export function defaultPageContent(key: string): ContentDraft | undefined {
  return PAGE_DEFAULTS_BY_KEY.get(key);
}
