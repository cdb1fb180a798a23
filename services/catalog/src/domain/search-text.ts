import type { BilingualText, Specifications } from '@hiti/contracts';
import { specificationSearchWords } from './specification-search';

/**
 * Search folding: case-, diacritic- and script-insensitive text, so a visitor typing Latin finds
 * Macedonian Cyrillic text and the reverse ("kamin", "камин" and "KAMÌN" all fold to "kamin").
 */

/** Macedonian Cyrillic letters and their Latin spelling (lower case; upper case is lowered first). */
export const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  ѓ: 'gj',
  е: 'e',
  ж: 'zh',
  з: 'z',
  ѕ: 'dz',
  и: 'i',
  ј: 'j',
  к: 'k',
  л: 'l',
  љ: 'lj',
  м: 'm',
  н: 'n',
  њ: 'nj',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  ќ: 'kj',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'c',
  ч: 'ch',
  џ: 'dzh',
  ш: 'sh',
};

/**
 * Latin letters with a diacritic that spell a Macedonian digraph in the scholarly transliteration
 * (ž, š, č, ǵ, ḱ); folding them to the digraph keeps "žar" and "жар" equal. Every other diacritic
 * (Albanian ë and ç included) is simply dropped: ë → e, ç → c.
 */
const LATIN_DIGRAPHS: Readonly<Record<string, string>> = {
  ž: 'zh',
  š: 'sh',
  č: 'ch',
  ǵ: 'gj',
  ḱ: 'kj',
};

const COMBINING_MARKS = /\p{M}+/gu;
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/gu;

function foldCharacter(character: string): string {
  return CYRILLIC_TO_LATIN[character] ?? LATIN_DIGRAPHS[character] ?? character;
}

/**
 * Folds text for searching: lower case, Cyrillic spelled in Latin, diacritics removed, every run of
 * punctuation or space turned into one space, trimmed.
 */
export function foldForSearch(text: string): string {
  const lowered = text.normalize('NFC').toLowerCase();
  let spelled = '';
  for (const character of lowered) spelled += foldCharacter(character);
  return spelled.normalize('NFD').replace(COMBINING_MARKS, '').replace(NOT_LETTER_OR_DIGIT, ' ').trim();
}

/** The distinct folded words of a search query; a product matches when it contains every one. */
export function searchTerms(query: string): string[] {
  const folded = foldForSearch(query);
  return folded ? [...new Set(folded.split(' '))] : [];
}

/**
 * The stored search text of a product: its name and description in both languages and the names of its
 * chosen specification values (fuel, finish, …), folded.
 */
export function productSearchText(product: {
  name: BilingualText;
  description: BilingualText;
  specifications?: Specifications | undefined;
}): string {
  const { name, description } = product;
  const values = specificationSearchWords(product.specifications);
  return foldForSearch(`${name.mk} ${name.al} ${description.mk} ${description.al} ${values}`);
}

/** The stored search text of a category's names in both languages, folded. */
export function categorySearchText(name: BilingualText): string {
  return foldForSearch(`${name.mk} ${name.al}`);
}
