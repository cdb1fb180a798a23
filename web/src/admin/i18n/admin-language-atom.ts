import { localeOf } from '@hiti/contracts';
import type { Locale } from '@hiti/contracts';
import { persistedAtom } from '../../state/persisted-atom';
import { textStorage } from '../../state/text-storage';

// apart from the admin's texts, so that what shows while the admin area loads can speak its language
// without bringing i18next into the site's first load

/** The admin's languages: English (SPEC default), Macedonian and Albanian. */
export const ADMIN_LANGUAGES = ['en', 'mk', 'al'] as const satisfies readonly Locale[];
export type AdminLanguage = (typeof ADMIN_LANGUAGES)[number];

/** The admin's language, kept per browser (the storefront's `language` is a separate choice). */
export const ADMIN_LANGUAGE_KEY = 'hiti-admin-language';

/** Albanian was once stored by its tag `sq`: such a browser keeps its choice. */
export const adminLanguageAtom = persistedAtom<AdminLanguage>(
  ADMIN_LANGUAGE_KEY,
  'en',
  textStorage<AdminLanguage>(ADMIN_LANGUAGES, localeOf),
);
