import type { ContentDraft } from './draft';
import { legalDefaults } from './legal';
import { DEFAULT_PAGE_CONTENT } from './page';

export { DEFAULT_PAGE_CONTENT, defaultPageContent } from './page';

/** The content of a fresh install: one item for every key of SPEC §3 "Keys by type". */
export const DEFAULT_CONTENT: readonly ContentDraft[] = [...DEFAULT_PAGE_CONTENT, ...legalDefaults];

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
