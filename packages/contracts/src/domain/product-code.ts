import { z } from 'zod';
import { hasHiddenCharacters } from '../common/typed-text';
import { validationKeys } from '../texts/validation';

export const PRODUCT_CODE_MAX = 40;

/** Letters, digits and the separators article numbers use (`KS-801.B`, `12 340/2`), starting with a letter or digit. */
const CODE_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} ._/-]*$/u;

/** A code as a search compares it: trimmed, one case. */
export const productCodeKey = (code: string) => code.trim().toLocaleUpperCase('en');

/** A product's code (the factory's article number), unique among products, kept in capitals; empty means none. */
const productCodeInputSchema = z
  .string({ error: validationKeys.productCodeInvalid })
  .refine((text) => !hasHiddenCharacters(text), {
    error: validationKeys.textHiddenCharacters,
    abort: true,
  })
  .trim()
  .max(PRODUCT_CODE_MAX, { error: validationKeys.tooLong })
  .refine((code) => code === '' || CODE_PATTERN.test(code), { error: validationKeys.productCodeInvalid })
  .transform((code) => (code === '' ? null : productCodeKey(code)))
  .nullable();

/** The code field of a product create body (none by default). */
export const productCodeCreateFields = { code: productCodeInputSchema.optional().default(null) };
/** The code field of a product update body. */
export const productCodeUpdateFields = { code: productCodeInputSchema.optional() };
/** The code as the API answers it. */
export const productCodeViewFields = { code: z.string().nullable() };
