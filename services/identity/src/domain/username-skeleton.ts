import unhomoglyph from 'unhomoglyph';

/**
 * The UTS #39 skeleton of a username (Unicode's confusables mapping between two NFD decompositions) of its
 * compatibility form (NFKC: full-width and styled letters as plain ones), case folded: two names that look alike (`admin`, `аdmіn` with Cyrillic letters, `adrnin`, `ADMIN`) share one.
 * It is compared only, never shown.
 */
export function usernameSkeleton(username: string): string {
  const folded = username.trim().normalize('NFKC').toLowerCase().normalize('NFD');
  return unhomoglyph(folded).normalize('NFD').toLowerCase();
}
