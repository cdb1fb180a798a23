import type { BilingualText } from '@hiti/contracts';

const CYRILLIC = /\p{Script=Cyrillic}/u;
const LATIN = /\p{Script=Latin}/u;

/** Whether a text is written in Cyrillic (Macedonian) rather than Latin (Albanian). */
function isCyrillic(text: string): boolean {
  return CYRILLIC.test(text);
}

/**
 * A text stored in one language before texts were kept per language, placed by its script: Macedonian
 * is written in Cyrillic, Albanian in Latin. The demo's "MK / AL" strings (a Cyrillic half, then a
 * Latin half) are split in two. The other language stays empty and reads this one through the fallback.
 */
export function splitLegacyText(text: string): BilingualText {
  const halves = text.split(' / ');
  if (halves.length === 2) {
    const [first = '', second = ''] = halves.map((half) => half.trim());
    if (isCyrillic(first) && LATIN.test(second) && !isCyrillic(second)) return { mk: first, al: second };
  }
  return isCyrillic(text) ? { mk: text, al: '' } : { mk: '', al: text };
}

/** Finds the bilingual entry one of whose languages reads exactly `text`. */
export function findByEitherLanguage<T>(
  entries: readonly T[],
  text: (entry: T) => BilingualText,
  value: string,
): T | undefined {
  return entries.find((entry) => text(entry).mk === value || text(entry).al === value);
}
