import { z } from 'zod';
import { LIST_SORT_OPTIONS } from '../constants';
import { isoDateTimeSchema } from '../common/dates';
import { bilingualTextSchema, languageQueryFields } from '../common/bilingual';
import {
  cacheBusterFields,
  idParamsSchema,
  optionalQueryTextSchema,
  positiveIntFromStringSchema,
  queryBooleanSchema,
  queryNonNegativeNumberSchema,
} from '../common/query';
import { validationKeys } from '../texts/validation';
import { productUnitSchema } from '../domain/product-units';
import { productCodeViewFields } from '../domain/product-code';
import { productBrandViewFields } from '../domain/product-brand';
import { productDisplayStoresViewFields } from '../domain/product-display-stores';
import { productImagesViewFields } from '../domain/product-images';
import { optionalPagingQueryFields, pagedSchema, pagingQueryFields } from '../common/paging';
import { specificationsSchema } from './specifications';
import {
  brandFilterSchema,
  checkSpecificationRanges,
  specificationFilterFields,
} from './specification-filters';

/**
 * The most products `GET /api/products` answers as a plain array (a query without `page`/`pageSize`);
 * a query matching more is refused with `LIST_TOO_LONG` and has to ask for pages.
 */
export const PRODUCT_LIST_MAX = 500;

/**
 * A product as the API answers it, its texts in both languages; `category` holds the names of the
 * category `categoryId`; `promoActive` and `effectivePrice` are computed by the server.
 */
export const bilingualProductSchema = z.object({
  id: z.number().int().positive(),
  name: bilingualTextSchema,
  description: bilingualTextSchema,
  categoryId: z.number().int().positive(),
  category: bilingualTextSchema,
  /** The card image: the first of `images`. */
  imageUrl: z.string(),
  /** Its gallery in order, each with alt texts (products stored with one image: that image, no alt text). */
  ...productImagesViewFields,
  fullPrice: z.number().nullable(),
  unitPrice: z.number().nullable(),
  unitType: productUnitSchema,
  inStock: z.boolean(),
  onPromo: z.boolean(),
  promoPrice: z.number().nullable(),
  promoStartDate: isoDateTimeSchema.nullable(),
  promoEndDate: isoDateTimeSchema.nullable(),
  featured: z.boolean(),
  pdfUrl: z.string().nullable(),
  /**
   * The values of the attributes its category lists (values for others are kept, not shown); absent or
   * empty when it has none.
   */
  specifications: specificationsSchema.optional(),
  promoActive: z.boolean(),
  effectivePrice: z.number(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  ...productCodeViewFields,
  /** Its maker, by id and name. */
  ...productBrandViewFields,
  /** The showrooms where it can be seen, by store id. */
  ...productDisplayStoresViewFields,
});
export type BilingualProduct = z.infer<typeof bilingualProductSchema>;

export const bilingualProductListSchema = z.array(bilingualProductSchema);
export type BilingualProductList = z.infer<typeof bilingualProductListSchema>;

/** A product with its texts (and its category's name) in one language: a read with `?lang=`. */
export const productSchema = bilingualProductSchema.extend({
  name: z.string(),
  description: z.string(),
  category: z.string(),
});
export type Product = z.infer<typeof productSchema>;
export const productListSchema = z.array(productSchema);

/** A page of products (`?page=`/`?pageSize=`): the page's products and how many match in all. */
export const productPageSchema = pagedSchema(productSchema);
export type ProductPage = z.infer<typeof productPageSchema>;
export const bilingualProductPageSchema = pagedSchema(bilingualProductSchema);
export type BilingualProductPage = z.infer<typeof bilingualProductPageSchema>;

const productListQueryFields = {
  search: optionalQueryTextSchema,
  /** A category id, or a category name in either language (any case), as older links carry it. */
  category: optionalQueryTextSchema,
  /** Brands by id, any of which matches (`brandId=1,2` or repeated); an id no brand has matches nothing. */
  brandId: brandFilterSchema.optional(),
  ...languageQueryFields,
  inStock: queryBooleanSchema.optional(),
  onPromo: queryBooleanSchema.optional(),
  featured: queryBooleanSchema.optional(),
  minPrice: queryNonNegativeNumberSchema.optional(),
  maxPrice: queryNonNegativeNumberSchema.optional(),
  sort: z.enum(LIST_SORT_OPTIONS).optional(),
  ...specificationFilterFields,
  ...cacheBusterFields,
};

const priceRangeInOrder = (query: { minPrice?: number | undefined; maxPrice?: number | undefined }) =>
  query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice;
const priceRangeIssue = { error: validationKeys.priceRangeOrder, path: ['maxPrice'] };

/**
 * The query of the catalog's whole list: the filters, and `atMost`, the most products it may answer
 * (more matches answer `LIST_TOO_LONG`; without it every match is listed).
 */
export const catalogProductListQuerySchema = z
  .strictObject({ ...productListQueryFields, atMost: positiveIntFromStringSchema.optional() })
  .refine(priceRangeInOrder, priceRangeIssue)
  .superRefine(checkSpecificationRanges);
export type CatalogProductListQuery = z.infer<typeof catalogProductListQuerySchema>;

/** The query of one page of the catalog's list: the filters and the page (defaults filled in). */
export const catalogProductPageQuerySchema = z
  .strictObject({ ...productListQueryFields, ...pagingQueryFields })
  .refine(priceRangeInOrder, priceRangeIssue)
  .superRefine(checkSpecificationRanges);
export type CatalogProductPageQuery = z.infer<typeof catalogProductPageQuerySchema>;

/**
 * The query string of GET /api/products (every value arrives as text). With `page` or `pageSize` the
 * answer is a page (`productPageSchema`), without both the array of every match (at most `PRODUCT_LIST_MAX`).
 */
export const productListQuerySchema = z
  .strictObject({ ...productListQueryFields, ...optionalPagingQueryFields })
  .refine(priceRangeInOrder, priceRangeIssue)
  .superRefine(checkSpecificationRanges);
export type ProductListQuery = z.infer<typeof productListQuerySchema>;
export type ProductListQueryInput = z.input<typeof productListQuerySchema>;

const { sort: _sort, ...facetQueryFields } = productListQueryFields;

/**
 * The query of GET /api/products/facets (and of the catalog's facets): the list's filters, without its
 * order and paging.
 */
export const productFacetsQuerySchema = z
  .strictObject(facetQueryFields)
  .refine(priceRangeInOrder, priceRangeIssue)
  .superRefine(checkSpecificationRanges);
export type ProductFacetsQuery = z.infer<typeof productFacetsQuerySchema>;

export const productIdParamsSchema = idParamsSchema;

/** Query of GET /api/products/{id}: `?lang=` answers the texts in one language. */
export const productReadQuerySchema = z.strictObject({ ...languageQueryFields, ...cacheBusterFields });
export type ProductReadQuery = z.infer<typeof productReadQuerySchema>;
export type ProductIdParams = z.infer<typeof productIdParamsSchema>;
