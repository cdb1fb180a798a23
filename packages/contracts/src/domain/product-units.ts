import { z } from 'zod';
import { hasHiddenCharacters } from '../common/typed-text';
import { validationKeys } from '../texts/validation';
import { PRODUCT_UNITS, productUnitFromText } from './product-unit-labels';

/** A unit as the API answers it. */
export const productUnitSchema = z.enum(PRODUCT_UNITS);

/** A unit as staff or a CSV file give it: the key or a label in either language; anything else is refused. */
export const productUnitInputSchema = z
  .string({ error: validationKeys.unitTypeRequired })
  .refine((text) => !hasHiddenCharacters(text), {
    error: validationKeys.textHiddenCharacters,
    abort: true,
  })
  .trim()
  .min(1, { error: validationKeys.unitTypeRequired })
  .transform((text, context) => {
    const unit = productUnitFromText(text);
    if (unit) return unit;
    context.addIssue({ code: 'custom', message: validationKeys.unitTypeUnknown });
    return z.NEVER;
  });
