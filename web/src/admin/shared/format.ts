/** A euro amount as the admin enters it: `1.234,50 €`. */
export function formatEuro(value: number | null): string {
  if (value === null) return '—';
  return `${value.toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} €`;
}

/** A date and time for admin tables. */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}
