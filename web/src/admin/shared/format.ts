import { SHOWROOM_TIME_ZONE } from '../../lib/price';
import type { AdminLanguage } from '../i18n/admin-language';

/** A euro amount as the admin enters it: `1.234,50 €`. */
export function formatEuro(value: number | null): string {
  if (value === null) return '—';
  return `${value.toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} €`;
}

/**
 * The locale each admin language writes dates in: the showroom's time (as the storefront's promotion dates),
 * whatever the browser's zone, on a 24-hour clock in all three, as the showroom's staff read time.
 */
const dateTimeIn = (locale: string) =>
  new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: SHOWROOM_TIME_ZONE,
  });
const DATE_TIME_FORMATS: Record<AdminLanguage, Intl.DateTimeFormat> = {
  en: dateTimeIn('en-GB'),
  mk: dateTimeIn('mk-MK'),
  sq: dateTimeIn('sq-AL'),
};

/** A date and time for admin tables, in the admin's language. */
export function formatDateTime(iso: string, language: AdminLanguage): string {
  return DATE_TIME_FORMATS[language].format(new Date(iso));
}
