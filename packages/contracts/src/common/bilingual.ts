import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { typedTextSchema } from './typed-text';
export * from './bilingual-text';

/** A visitor-facing text in Macedonian and in Albanian; either may be empty. */
export const bilingualTextSchema = z.strictObject({ mk: z.string(), al: z.string() });

/** `?lang=mk|al` of a public read: answer the texts in that language instead of both. */
export const languageQueryFields = { lang: z.enum(LANGUAGES).optional() };

/**
 * A bilingual input whose Macedonian value is required (the storefront's default language);
 * the Albanian value may be left empty, and the page then shows the Macedonian one.
 */
export function bilingualInputSchema(options: { requiredMessage: string; max: number; tooLong: string }) {
  const text = typedTextSchema().trim().max(options.max, { error: options.tooLong });
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
  const text = typedTextSchema().trim().max(options.max, { error: options.tooLong });
  return z.strictObject({ mk: text.optional().default(''), al: text.optional().default('') });
}
