import { languageTag } from '@hiti/contracts';
import type { Language } from '@hiti/contracts';
import { ApiError } from '../../api/client';
import { translate } from '../../i18n';
import type { TextKey } from '../../i18n';

/** "in 40 seconds", "in 2 minutes", "in 1 hour" in the page's language, rounded up to the unit. */
export function retryWhen(seconds: number, language: Language): string {
  const format = new Intl.RelativeTimeFormat(languageTag(language), { numeric: 'always' });
  if (seconds < 60) return format.format(Math.max(1, seconds), 'second');
  if (seconds < 3600) return format.format(Math.ceil(seconds / 60), 'minute');
  return format.format(Math.ceil(seconds / 3600), 'hour');
}

/**
 * What a visitor is told when sending failed: when to try again if the site asked them to wait (429 with
 * Retry-After), otherwise the form's own failure text.
 */
export function failureDescription(error: unknown, language: Language, fallback: TextKey): string {
  if (error instanceof ApiError && error.status === 429 && error.retryAfterSeconds !== undefined) {
    return translate(language, 'ui.rateLimited', { when: retryWhen(error.retryAfterSeconds, language) });
  }
  return translate(language, fallback);
}
