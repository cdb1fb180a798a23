import { useCallback } from 'react';
import { useLocation } from 'react-router';
import type { Language } from '@hiti/contracts';
import { languageOfPath, localizePath } from '../i18n/language-path';

/** The language of the page shown: Albanian under /al/, Macedonian elsewhere. */
export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}

/** Turns a Macedonian page path into the path of the same page in the current language. */
export function useLocalePath(): (path: string) => string {
  const language = useLanguage();
  return useCallback((path: string) => localizePath(path, language), [language]);
}
