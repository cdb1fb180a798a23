/** The key that makes category names unique regardless of case ("Aksesor" and "AKSESOR" clash). */
export function categoryKey(name: string): string {
  return name.trim().normalize('NFC').toLowerCase();
}
