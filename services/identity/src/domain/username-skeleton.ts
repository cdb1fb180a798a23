import unhomoglyph from 'unhomoglyph';

/** Accents and other combining marks: a dot or an accent on a letter is easily overlooked (`ADMİN`, `admín`). */
const COMBINING_MARKS = /\p{M}/gu;

/**
 * The UTS #39 skeleton of a username (Unicode's confusables mapping between two NFD decompositions) of its
 * compatibility form (NFKC: full-width and styled letters as plain ones), case folded and without combining
 * marks: two names that look alike (`admin`, `аdmіn` with Cyrillic letters, `adrnin`, `ADMIN`, `ADMİN`) share
 * one. It is compared only, never shown.
 */
export function usernameSkeleton(username: string): string {
  const folded = username.trim().normalize('NFKC').toLowerCase().normalize('NFD');
  return unhomoglyph(folded).normalize('NFD').toLowerCase().replace(COMBINING_MARKS, '');
}
