import type { AdminLanguage } from '../i18n/admin-language';

/** A euro amount as the admin enters it: `1.234,50 €`. */
export function formatEuro(value: number | null): string {
  if (value === null) return '—';
  return `${value.toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} €`;
}

/** The locale each admin language writes dates in; a 24-hour clock in all three, as the showroom's staff read time. */
const DATE_TIME_FORMATS: Record<AdminLanguage, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' }),
  mk: new Intl.DateTimeFormat('mk-MK', { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' }),
  sq: new Intl.DateTimeFormat('sq-AL', { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' }),
};

/** A date and time for admin tables, in the admin's language. */
export function formatDateTime(iso: string, language: AdminLanguage): string {
  return DATE_TIME_FORMATS[language].format(new Date(iso));
}
