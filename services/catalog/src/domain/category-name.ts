import type { BilingualText } from '@hiti/contracts';

/** The key that makes category names unique regardless of case ("Aksesor" and "AKSESOR" clash). */
export function categoryKey(name: string): string {
  return name.trim().normalize('NFC').toLowerCase();
}

/** The distinct keys of a category's names in both languages (a blank name has none). */
export function categoryKeys(name: BilingualText): string[] {
  return [...new Set([name.mk, name.al].map(categoryKey).filter((key) => key !== ''))];
}
