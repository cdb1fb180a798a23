import { useAtomValue } from 'jotai';
import { storefrontMessage } from '@hiti/contracts';
import type { Locale } from '@hiti/contracts';
import { adminLanguageAtom } from '../admin/i18n/admin-language-atom';
import type { AdminLanguage } from '../admin/i18n/admin-language-atom';
import { PageSpinner } from '../store/ui/Spinner';

const LOCALE_OF: Record<AdminLanguage, Locale> = { en: 'en', mk: 'mk', sq: 'al' };

/** The spinner while an admin page loads, saying "Loading..." in the admin's language. */
export function AdminPageSpinner() {
  const language = useAtomValue(adminLanguageAtom);
  return <PageSpinner label={storefrontMessage('loading', LOCALE_OF[language])} />;
}
