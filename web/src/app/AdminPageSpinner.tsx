import { useAtomValue } from 'jotai';
import { pageLoadingTexts } from '@hiti/contracts';
import { adminLanguageAtom } from '../admin/i18n/admin-language-atom';
import { PageSpinner } from '../store/ui/Spinner';

/** The spinner while an admin page loads, saying "Loading..." in the admin's language. */
export function AdminPageSpinner() {
  const language = useAtomValue(adminLanguageAtom);
  return <PageSpinner label={pageLoadingTexts[language]} />;
}
