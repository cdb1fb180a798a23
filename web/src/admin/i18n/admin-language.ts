import i18next from 'i18next';
import { adminTexts } from '@hiti/contracts';
import { ADMIN_LANGUAGES } from './admin-language-atom';

export { ADMIN_LANGUAGES, ADMIN_LANGUAGE_KEY, adminLanguageAtom } from './admin-language-atom';
export type { AdminLanguage } from './admin-language-atom';

/**
 * The admin's own i18next instance, apart from the storefront's: each area of the admin texts
 * (`packages/contracts/src/texts/admin`) is a namespace. Variables are written `{{name}}`.
 */
export const adminI18n = i18next.createInstance();
void adminI18n.init({
  resources: Object.fromEntries(ADMIN_LANGUAGES.map((language) => [language, adminTexts[language]])),
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...ADMIN_LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});
