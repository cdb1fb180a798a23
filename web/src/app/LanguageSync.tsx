import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { languageAtom } from '../state/atoms';

/** Keeps i18next and the document language in step with the chosen language. */
export function LanguageSync() {
  const language = useAtomValue(languageAtom);
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    document.documentElement.lang = language === 'al' ? 'sq' : 'mk';
  }, [i18n, language]);
  return null;
}
