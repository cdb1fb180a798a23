import type { Locale } from '../../common/locale';
import type { Language } from '../../constants';
import type { SameTexts } from '../same-texts';
import { al } from './al';
import { mk } from './mk';

/** The texts of the storefront, one tree per language: Macedonian's keys, each language's words. */
export type StorefrontTexts = SameTexts<typeof mk>;

/** The storefront's texts in each of its languages (it speaks no English). */
export const storefrontTexts: Readonly<Record<Language, StorefrontTexts>> = { mk, al };

/**
 * "Loading..." while the admin's own code loads, in the admin's language. The admin speaks English too, and
 * its texts come with its code: this one text of the storefront's is also said in English.
 */
export const pageLoadingTexts: Readonly<Record<Locale, string>> = {
  en: 'Loading...',
  mk: mk.ui.loading,
  al: al.ui.loading,
};
