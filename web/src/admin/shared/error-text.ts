import { useCallback } from 'react';
import { errorCodes, errorMessage } from '@hiti/contracts';
import type { ErrorCode } from '@hiti/contracts';
import { ApiError } from '../../api/client';
import { useAdminLanguage } from '../i18n/use-admin-language';
import type { AdminLanguage } from '../i18n/admin-language';

const isKnownCode = (code: string | undefined): code is ErrorCode =>
  code !== undefined && (errorCodes as readonly string[]).includes(code);

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
      if (shown !== 'en' && isKnownCode(error.code)) return errorMessage(error.code, shown);
      return error.serverMessage ?? error.message;
    },
    [shown],
  );
}
