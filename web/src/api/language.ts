import { useLocation } from 'react-router';
import { languageOfPath } from '../store/i18n/language-path';

/** The language public reads are answered in (`?lang=`): the page's, from its address (Albanian under /al/). */
export function useReadLanguage() {
  return languageOfPath(useLocation().pathname);
}
