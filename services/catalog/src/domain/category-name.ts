import type { BilingualText } from '@hiti/contracts';

/** The key that makes category names unique regardless of case ("Aksesor" and "AKSESOR" clash). */
export function categoryKey(name: string): string {
  return name.trim().normalize('NFC').toLowerCase();
}

/** The distinct keys of a category's names in both languages (a blank name has none). */
export function categoryKeys(name: BilingualText): string[] {
  return [...new Set([name.mk, name.al].map(categoryKey).filter((key) => key !== ''))];
}

/**
 * How a reference to a category reads: a number (or digits) may be its id and, like any text, one of its
 * names (older links name a category); `nameKey` is the name key to look for.
 */
export function readCategoryRef(ref: string | number): { id: number | null; nameKey: string } {
  const text = String(ref);
  return { id: /^\d+$/.test(text) ? Number(text) : null, nameKey: categoryKey(text) };
}
