import { useCallback } from 'react';
import { ApiError } from '../../api/client';
import { adminErrorTranslations } from '../i18n/errors';
import { useAdminLanguage } from '../i18n/use-admin-language';
import type { AdminLanguage } from '../i18n/admin-language';

const isTranslatedCode = (code: string | undefined): code is keyof typeof adminErrorTranslations.mk =>
  code !== undefined && Object.hasOwn(adminErrorTranslations.mk, code);

/**
 * The server's own message of a failed call (or the error's text), for toasts that show it: in the
 * admin's language by the error's code, as the server wrote it in English. `language` overrides the
 * admin's (a screen that speaks another language than the admin).
 */
export function useErrorText(language?: AdminLanguage) {
  const admin = useAdminLanguage().language;
  const shown = language ?? admin;
  return useCallback(
    (error: unknown): string | undefined => {
      if (!(error instanceof ApiError)) return error instanceof Error ? error.message : undefined;
      if (shown !== 'en' && isTranslatedCode(error.code)) return adminErrorTranslations[shown][error.code];
      return error.serverMessage ?? error.message;
    },
    [shown],
  );
}
