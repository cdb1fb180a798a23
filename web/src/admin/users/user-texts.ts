import { useCallback } from 'react';
import { validationText } from '@hiti/contracts';
import { ApiError } from '../../api/client';
import { useAdminLanguage, useAdminValidation } from '../i18n/use-admin-language';
import { useErrorText } from '../shared/error-text';

/** A form message of this screen: Albanian while the admin speaks English, else the admin's language. */
export function useUserValidation() {
  const { language } = useAdminLanguage();
  const translate = useAdminValidation();
  return language === 'en' ? (message: string) => validationText(message, 'al') : translate;
}

/**
 * A server's error message on this screen: Albanian while the admin speaks English, else the admin's language;
 * for a refused field (a password too easy to guess), the reason given for it.
 */
export function useUserErrorText() {
  const { language } = useAdminLanguage();
  const errorText = useErrorText(language === 'en' ? 'al' : language);
  const translate = useUserValidation();
  return useCallback(
    (error: unknown): string | undefined => {
      const reasons =
        error instanceof ApiError
          ? (error.details ?? []).map((issue) => translate(issue.key ?? issue.message))
          : [];
      return reasons.length > 0 ? reasons.join(' ') : errorText(error);
    },
    [errorText, translate],
  );
}
