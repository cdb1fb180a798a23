import { ApiError } from '../../api/client';

/** The server's own message of a failed call (or the error's text), for toasts that show it. */
export function errorText(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : undefined;
}
