import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LANGUAGES, STORAGE_KEYS, languageTag, localeOf } from '@hiti/contracts';
import type { Language } from '@hiti/contracts';
import { textStorage } from '../state/text-storage';
import { useLanguage } from '../store/common/use-language';
import { switchLanguagePath } from '../store/i18n/language-path';

const storedLanguage = textStorage<Language | null>(LANGUAGES, localeOf);

function arrivedFromElsewhere(): boolean {
  try {
    return !document.referrer || new URL(document.referrer).origin !== window.location.origin;
  } catch {
    return true;
  }
}

/**
 * Keeps the document language in step with the page's language (its URL), and sends a
 * visitor who chose the other language before to that language's page when they arrive on the site.
 */
export function LanguageSync() {
  const language = useLanguage();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    document.documentElement.lang = languageTag(language);
  }, [language]);

  useEffect(() => {
    const chosen = storedLanguage.getItem(STORAGE_KEYS.language, null);
    if (chosen && chosen !== language && !pathname.startsWith('/admin') && arrivedFromElsewhere()) {
      void navigate(switchLanguagePath(pathname, search, hash, chosen), { replace: true });
    }
    // only on arrival: later pages follow the links the visitor picks
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
