import { z } from 'zod';
import { LANGUAGES, type Language } from '../constants';

/** A visitor-facing text in Macedonian and in Albanian; either may be empty. */
export const bilingualTextSchema = z.strictObject({ mk: z.string(), al: z.string() });
export type BilingualText = z.infer<typeof bilingualTextSchema>;

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

/** `?lang=mk|al` of a public read: answer the texts in that language instead of both. */
export const languageQueryFields = { lang: z.enum(LANGUAGES).optional() };

/**
 * A bilingual input whose Macedonian value is required (the storefront's default language);
 * the Albanian value may be left empty, and the page then shows the Macedonian one.
 */
export function bilingualInputSchema(options: { requiredMessage: string; max: number; tooLong: string }) {
  const text = z.string().trim().max(options.max, { error: options.tooLong });
  return z.strictObject(
    {
      mk: text.min(1, { error: options.requiredMessage }),
      al: text.optional().default(''),
    },
    { error: options.requiredMessage },
  );
}

/** A bilingual input where both values may be empty. */
export function optionalBilingualInputSchema(options: { max: number; tooLong: string }) {
  const text = z.string().trim().max(options.max, { error: options.tooLong });
  return z.strictObject({ mk: text.optional().default(''), al: text.optional().default('') });
}
