import i18next from 'i18next';

import { ADMIN_LANGUAGES } from './admin-language-atom';
export { ADMIN_LANGUAGES, ADMIN_LANGUAGE_KEY, adminLanguageAtom } from './admin-language-atom';
export type { AdminLanguage } from './admin-language-atom';

/**
 * The admin's own i18next instance, apart from the storefront's: each admin area adds its namespace
 * (`defineAdminTexts`). Variables are written `{{name}}`, as in the contracts' messages.
 */
export const adminI18n = i18next.createInstance();
void adminI18n.init({
  resources: {},
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...ADMIN_LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});
