import { z } from 'zod';
import { SORT_OPTIONS } from '../constants';
import { isoDateTimeSchema } from '../common/dates';
import {
  cacheBusterFields,
  idParamsSchema,
  optionalQueryTextSchema,
  queryBooleanSchema,
  queryNonNegativeNumberSchema,
} from '../common/query';
import { validationMessages } from '../validation/messages';

/** A product as the API answers it; `promoActive` and `effectivePrice` are computed by the server. */
export const productSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  imageUrl: z.string(),
  fullPrice: z.number().nullable(),
  unitPrice: z.number().nullable(),
  unitType: z.string(),
  inStock: z.boolean(),
  onPromo: z.boolean(),
  promoPrice: z.number().nullable(),
  promoStartDate: isoDateTimeSchema.nullable(),
  promoEndDate: isoDateTimeSchema.nullable(),
  featured: z.boolean(),
  pdfUrl: z.string().nullable(),
  promoActive: z.boolean(),
  effectivePrice: z.number(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Product = z.infer<typeof productSchema>;

export const productListSchema = z.array(productSchema);
export type ProductList = z.infer<typeof productListSchema>;

/** The query string of GET /api/products (every value arrives as text). */
export const productListQuerySchema = z
  .strictObject({
    search: optionalQueryTextSchema,
    category: optionalQueryTextSchema,
    inStock: queryBooleanSchema.optional(),
    onPromo: queryBooleanSchema.optional(),
    featured: queryBooleanSchema.optional(),
    minPrice: queryNonNegativeNumberSchema.optional(),
    maxPrice: queryNonNegativeNumberSchema.optional(),
    sort: z.enum(SORT_OPTIONS).optional(),
    ...cacheBusterFields,
  })
  .refine(
    (query) =>
      query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice,
    { error: validationMessages.priceRangeOrder, path: ['maxPrice'] },
  );
export type ProductListQuery = z.infer<typeof productListQuerySchema>;
export type ProductListQueryInput = z.input<typeof productListQuerySchema>;

export const productIdParamsSchema = idParamsSchema;
export type ProductIdParams = z.infer<typeof productIdParamsSchema>;
