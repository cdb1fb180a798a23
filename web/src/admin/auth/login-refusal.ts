import { errorMessage } from '@hiti/contracts';
import { hasErrorCode } from '../../api/client';
import { useAdminLocale, useAdminTexts } from '../i18n/use-admin-language';

/** What a refused sign-in says: too many attempts, or the SPEC's wrong username or password. */
export function useLoginRefusalText() {
  const message = useAdminTexts('messages');
  const locale = useAdminLocale();
  return (error: unknown): string =>
    hasErrorCode(error, 'RATE_LIMITED') ? errorMessage('RATE_LIMITED', locale) : message('loginFailed');
}
