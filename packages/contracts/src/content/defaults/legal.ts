import type { ContentKeysOf } from '../keys';
import { languageNeutral } from '../../common/bilingual';
import type { ContentDraft } from './draft';
import { PRIVACY_AL, PRIVACY_MK } from './legal-privacy';
import { TERMS_AL, TERMS_MK } from './legal-terms';

const legal = (key: ContentKeysOf<'legal'>, html: string): ContentDraft => ({
  type: 'legal',
  key,
  content: languageNeutral(html),
  contentType: 'text',
  metadata: {},
});

export const legalDefaults = [
  legal('legal_terms_mk', TERMS_MK),
  legal('legal_terms_al', TERMS_AL),
  legal('legal_privacy_mk', PRIVACY_MK),
  legal('legal_privacy_al', PRIVACY_AL),
];
