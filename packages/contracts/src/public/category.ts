import { z } from 'zod';
import {
  bilingualInputSchema,
  bilingualTextSchema,
  languageQueryFields,
  optionalBilingualInputSchema,
} from '../common/bilingual';
import { cacheBusterFields, idParamsSchema } from '../common/query';
import { isWebUrlOrSitePath } from '../common/urls';
import { validationKeys } from '../texts/validation';
import { categorySpecificationKeysSchema } from '../admin/specifications-input';
import { specificationKeysSchema } from './specifications';

/**
 * A category in both languages. Its numeric `id` is its stable identity: products refer to it, and
 * it stays when the names change.
 */
export const bilingualCategorySchema = z.object({
  id: z.number().int().positive(),
  name: bilingualTextSchema,
  description: bilingualTextSchema,
  imageUrl: z.string().nullable(),
  /** The specification attributes of its products, in the order staff chose; absent when none. */
  specificationKeys: specificationKeysSchema.optional(),
});
export type BilingualCategory = z.infer<typeof bilingualCategorySchema>;
export const bilingualCategoryListSchema = z.array(bilingualCategorySchema);

/** A category with its texts in one language (a read with `?lang=`). */
export const categorySchema = bilingualCategorySchema.extend({ name: z.string(), description: z.string() });
export type Category = z.infer<typeof categorySchema>;
export const categoryListSchema = z.array(categorySchema);

const categoryName = bilingualInputSchema({
  requiredMessage: validationKeys.categoryNameRequired,
  max: 100,
  tooLong: validationKeys.tooLong,
});
const categoryDescription = optionalBilingualInputSchema({ max: 2000, tooLong: validationKeys.tooLong });
/** An image path of this site or an `http(s)://` URL; empty means none. */
const categoryImageUrl = z
  .string()
  .trim()
  .max(2048, { error: validationKeys.tooLong })
  .refine((url) => url === '' || isWebUrlOrSitePath(url), { error: validationKeys.imageUrlInvalid })
  .transform((url) => (url === '' ? null : url))
  .nullable();

/** Body of POST /api/categories. */
export const categoryInputSchema = z.strictObject({
  name: categoryName,
  description: categoryDescription.optional().default({ mk: '', al: '' }),
  imageUrl: categoryImageUrl.optional(),
  specificationKeys: categorySpecificationKeysSchema.optional().default([]),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;
export type CategoryInputBody = z.input<typeof categoryInputSchema>;

/** Body of PATCH (or PUT) /api/categories/{id}: any subset of the fields; nothing is defaulted. */
export const categoryUpdateSchema = z.strictObject({
  name: categoryName.optional(),
  description: categoryDescription.optional(),
  imageUrl: categoryImageUrl.optional(),
  specificationKeys: categorySpecificationKeysSchema.optional(),
});
export type CategoryUpdate = z.infer<typeof categoryUpdateSchema>;
export type CategoryUpdateBody = z.input<typeof categoryUpdateSchema>;

/** GET /api/categories: `?lang=` answers the texts in one language; cache busters are ignored. */
export const categoryListQuerySchema = z.strictObject({ ...languageQueryFields, ...cacheBusterFields });
export type CategoryListQuery = z.infer<typeof categoryListQuerySchema>;

export const categoryIdParamsSchema = idParamsSchema;
