export { ADMIN_LANGUAGES, ADMIN_LANGUAGE_KEY, adminLanguageAtom } from './admin-language-atom';
export type { AdminLanguage } from './admin-language-atom';
