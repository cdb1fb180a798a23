import { z } from 'zod';
import { cacheBusterFields, idParamsSchema } from '../common/query';
import { isWebUrlOrSitePath } from '../common/urls';
import { validationMessages } from '../validation/messages';

export const categorySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryListSchema = z.array(categorySchema);

const categoryName = z
  .string({ error: validationMessages.categoryNameRequired })
  .trim()
  .min(1, { error: validationMessages.categoryNameRequired })
  .max(100, { error: validationMessages.tooLong });
const categoryDescription = z.string().trim().max(2000, { error: validationMessages.tooLong });
/** An image path of this site or an `http(s)://` URL; empty means none. */
const categoryImageUrl = z
  .string()
  .trim()
  .max(2048, { error: validationMessages.tooLong })
  .refine((url) => url === '' || isWebUrlOrSitePath(url), { error: validationMessages.imageUrlInvalid })
  .transform((url) => (url === '' ? null : url))
  .nullable();

/** Body of POST /api/categories. */
export const categoryInputSchema = z.strictObject({
  name: categoryName,
  description: categoryDescription.optional().default(''),
  imageUrl: categoryImageUrl.optional(),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;

/** Body of PATCH (or PUT) /api/categories/{id}: any subset of the fields; nothing is defaulted. */
export const categoryUpdateSchema = z.strictObject({
  name: categoryName.optional(),
  description: categoryDescription.optional(),
  imageUrl: categoryImageUrl.optional(),
});
export type CategoryUpdate = z.infer<typeof categoryUpdateSchema>;

/** GET /api/categories takes only cache busters. */
export const categoryListQuerySchema = z.strictObject({ ...cacheBusterFields });

export const categoryIdParamsSchema = idParamsSchema;
