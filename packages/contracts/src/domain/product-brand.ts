import { z } from 'zod';
import { validationKeys } from '../texts/validation';

/** A product's brand by id; null for none. Whether the id names a brand is checked by the catalog. */
const brandIdInputSchema = z
  .number({ error: validationKeys.brandUnknown })
  .int({ error: validationKeys.brandUnknown })
  .positive({ error: validationKeys.brandUnknown })
  .nullable();

/** The brand field of a product create body (none by default). */
export const productBrandCreateFields = { brandId: brandIdInputSchema.optional().default(null) };
/** The brand field of a product update body. */
export const productBrandUpdateFields = { brandId: brandIdInputSchema.optional() };

/** The brand as a product answers it: enough to show it without reading the brands. */
export const productBrandSchema = z.object({ id: z.number().int().positive(), name: z.string() });
export type ProductBrand = z.infer<typeof productBrandSchema>;
/** The brand fields of a product answer (null: no brand). */
export const productBrandViewFields = { brand: productBrandSchema.nullable() };
