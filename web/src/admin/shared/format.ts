import dayjs from 'dayjs';
import 'dayjs/locale/mk';
import 'dayjs/locale/sq';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { SHOWROOM_TIME_ZONE, languageTag } from '@hiti/contracts';
import type { AdminLanguage } from '../i18n/admin-language';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A euro amount as the admin enters it: `1.234,50 €`, the sign held to its number by a no-break space. */
export function formatEuro(value: number | null): string {
  if (value === null) return '—';
  return `${value.toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}\u00a0€`;
}

/**
 * A date and time for admin tables in the admin's language: month names from dayjs's locales (browsers'
 * own date data often lacks Macedonian and Albanian and falls back to English), on a 24-hour clock, in the
 * showroom's time (as the storefront's promotion dates) whatever the browser's zone.
 */
export function formatDateTime(iso: string, language: AdminLanguage): string {
  return dayjs(iso).tz(SHOWROOM_TIME_ZONE).locale(languageTag(language)).format('D MMM YYYY, HH:mm');
}
