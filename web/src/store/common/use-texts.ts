import { textsByLanguage } from '../../i18n';
import { useLanguage } from './use-language';

/** The storefront texts of the current language as one object (for lists and sections). */
export function useTexts() {
  return textsByLanguage[useLanguage()];
}
