import i18next from 'i18next';
import { persistedAtom } from '../../state/persisted-atom';
import { textStorage } from '../../state/text-storage';

/** The admin's languages: English (SPEC default), Macedonian and Albanian (`sq`, as antd and dayjs name it). */
export const ADMIN_LANGUAGES = ['en', 'mk', 'sq'] as const;
export type AdminLanguage = (typeof ADMIN_LANGUAGES)[number];

/** The admin's language, kept per browser (the storefront's `language` is a separate choice). */
export const ADMIN_LANGUAGE_KEY = 'hiti-admin-language';

export const adminLanguageAtom = persistedAtom<AdminLanguage>(
  ADMIN_LANGUAGE_KEY,
  'en',
  textStorage<AdminLanguage>(ADMIN_LANGUAGES, { al: 'sq' }),
);

/**
 * The admin's own i18next instance, apart from the storefront's: each admin area adds its namespace
 * (`defineAdminTexts`). Variables are written `{name}`, as in the contracts' messages.
 */
export const adminI18n = i18next.createInstance();
void adminI18n.init({
  resources: {},
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...ADMIN_LANGUAGES],
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  initAsync: false,
  showSupportNotice: false,
});
