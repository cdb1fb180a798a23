import type { Language } from '../constants';

/** A visitor-facing text in Macedonian and in Albanian; either may be empty. */
export interface BilingualText {
  mk: string;
  al: string;
}

/** The other storefront language. */
export function otherLanguage(language: Language): Language {
  return language === 'mk' ? 'al' : 'mk';
}

const filled = (value: string) => value.trim() !== '';

/**
 * The text a visitor of `language` reads: that language's value when it is not blank, else the
 * other language's, else empty. One element never mixes languages: it shows one value or the other whole.
 */
export function inLanguage(text: BilingualText, language: Language): string {
  const other = text[otherLanguage(language)];
  if (filled(text[language])) return text[language];
  return filled(other) ? other : '';
}

/** A text given in one language only: stored as Macedonian, so both languages read it (via the fallback). */
export function languageNeutral(value: string): BilingualText {
  return { mk: value, al: '' };
}

/** Both values of a bilingual text, trimmed. */
export function trimBilingual(text: BilingualText): BilingualText {
  return { mk: text.mk.trim(), al: text.al.trim() };
}

/** Whether neither language has a value. */
export function isBlankBilingual(text: BilingualText): boolean {
  return text.mk.trim() === '' && text.al.trim() === '';
}
