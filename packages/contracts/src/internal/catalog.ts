import { z } from 'zod';
import { STAFF_ROLES } from '../admin/access';
import {
  productImportIdParamsSchema,
  productImportReadQuerySchema,
  productImportResultSchema,
  productImportSchema,
} from '../admin/product-import';
import { productCreateSchema, productUpdateSchema } from '../admin/product-input';
import { productBulkBodySchema, productBulkResultSchema } from '../admin/product-bulk';
import {
  brandIdParamsSchema,
  brandInputSchema,
  brandListQuerySchema,
  brandListSchema,
  brandSchema,
  brandUpdateSchema,
} from '../public/brand';
import {
  bilingualCategoryListSchema,
  bilingualCategorySchema,
  categoryIdParamsSchema,
  categoryInputSchema,
  categoryListQuerySchema,
  categoryListSchema,
  categoryUpdateSchema,
} from '../public/category';
import {
  bilingualProductListSchema,
  bilingualProductPageSchema,
  bilingualProductSchema,
  productIdParamsSchema,
  catalogProductListQuerySchema,
  catalogProductPageQuerySchema,
  productListSchema,
  productPageSchema,
  productReadQuerySchema,
  productFacetsQuerySchema,
  productSchema,
} from '../public/product';
import { productFacetsSchema } from '../public/specification-filters';
import { internalRoute } from './route';
import { sitemapEntriesQuerySchema, sitemapEntriesSchema } from './sitemap';

/** The largest number of product rows one import may carry (what a check answers in time; see README). */
export const PRODUCT_IMPORT_MAX_ROWS = 20_000;

/** One row of a product import, read from the CSV by the gateway. */
export const catalogImportRowSchema = z.strictObject({
  /** The line of the file the row is on (the header is line 1). */
  row: z.number().int().min(2),
  /** The product to update (a row naming an id no product has is refused); null creates one with a new id. */
  id: z.number().int().positive().nullable(),
  /**
   * The product fields of the row's columns, validated by the catalog: with `productCreateSchema` for a
   * new product, with `productUpdateSchema` for an existing one (fields without a column stay as they are).
   */
  product: z.record(z.string(), z.unknown()),
});
export type CatalogImportRow = z.infer<typeof catalogImportRowSchema>;

/** Body of an import check and of an import start (gateway -> catalog). */
export const catalogImportBodySchema = z.strictObject({
  rows: z.array(catalogImportRowSchema).max(PRODUCT_IMPORT_MAX_ROWS),
});
export type CatalogImportBody = z.infer<typeof catalogImportBodySchema>;

/** Answer of an import start: the queued job (or the earlier one of an identical file), or the refused rows. */
export const catalogImportStartSchema = z.union([
  z.strictObject({ import: productImportSchema }),
  z.strictObject({ refused: productImportResultSchema }),
]);
export type CatalogImportStart = z.infer<typeof catalogImportStartSchema>;

/** Room for the largest import the gateway accepts (PRODUCT_IMPORT_MAX_ROWS rows) as JSON. */
export const CATALOG_IMPORT_BODY_LIMIT_BYTES = 96 * 1024 * 1024;

/** The catalog's routes: reads for every call of the gateway, writes for staff. */
export const catalogRoutes = {
  /** Every match; texts in `lang`, or in both languages without it. */
  listProducts: internalRoute({
    method: 'GET',
    path: '/products',
    query: catalogProductListQuerySchema,
    response: bilingualProductListSchema,
    localizedResponse: productListSchema,
  }),
  /** What the sitemap lists of each product, a file's worth at a time (bounded, whatever the catalogue's size). */
  sitemapEntries: internalRoute({
    method: 'GET',
    path: '/products/sitemap-entries',
    query: sitemapEntriesQuerySchema,
    response: sitemapEntriesSchema,
  }),
  /** One page of the matches and their number; texts in `lang`, or in both languages without it. */
  listProductPage: internalRoute({
    method: 'GET',
    path: '/products/page',
    query: catalogProductPageQuerySchema,
    response: bilingualProductPageSchema,
    localizedResponse: productPageSchema,
  }),
  /** The facets of a list's filters, counted over the catalogue held in memory. */
  listProductFacets: internalRoute({
    method: 'GET',
    path: '/products/facets',
    query: productFacetsQuerySchema,
    response: productFacetsSchema,
  }),
  /** Texts in `lang`, or in both languages without it. */
  getProduct: internalRoute({
    method: 'GET',
    path: '/products/:id',
    params: productIdParamsSchema,
    query: productReadQuerySchema,
    response: bilingualProductSchema,
    localizedResponse: productSchema,
  }),
  createProduct: internalRoute({
    method: 'POST',
    path: '/products',
    body: productCreateSchema,
    response: bilingualProductSchema,
    status: 201,
    roles: STAFF_ROLES,
  }),
  updateProduct: internalRoute({
    method: 'PATCH',
    path: '/products/:id',
    params: productIdParamsSchema,
    body: productUpdateSchema,
    response: bilingualProductSchema,
    roles: STAFF_ROLES,
  }),
  /** What a bulk change would do; writes nothing. */
  previewProductBulk: internalRoute({
    method: 'POST',
    path: '/products/bulk/preview',
    body: productBulkBodySchema,
    response: productBulkResultSchema,
    roles: STAFF_ROLES,
  }),
  /** Applies a bulk change to all of its products or, refused, to none. */
  applyProductBulk: internalRoute({
    method: 'POST',
    path: '/products/bulk',
    body: productBulkBodySchema,
    response: productBulkResultSchema,
    roles: STAFF_ROLES,
  }),
  /** Answers the product as it was, for the caller's records. */
  deleteProduct: internalRoute({
    method: 'DELETE',
    path: '/products/:id',
    params: productIdParamsSchema,
    response: bilingualProductSchema,
    roles: STAFF_ROLES,
  }),
  /** Checks every row and counts what an import would do; writes nothing. */
  checkImport: internalRoute({
    method: 'POST',
    path: '/products/import/check',
    body: catalogImportBodySchema,
    response: productImportResultSchema,
    roles: STAFF_ROLES,
  }),
  /**
   * Checks every row and queues the import as a job (its rows become visible all at once when it
   * completes); a file identical to an import queued, running or completed answers that import.
   */
  startImport: internalRoute({
    method: 'POST',
    path: '/products/imports',
    body: catalogImportBodySchema,
    response: catalogImportStartSchema,
    roles: STAFF_ROLES,
  }),
  getImport: internalRoute({
    method: 'GET',
    path: '/products/imports/:id',
    params: productImportIdParamsSchema,
    query: productImportReadQuerySchema,
    response: productImportSchema,
    roles: STAFF_ROLES,
  }),
  /** Cancels a queued or running import: none of its rows becomes visible. A finished one is answered as it is. */
  cancelImport: internalRoute({
    method: 'POST',
    path: '/products/imports/:id/cancel',
    params: productImportIdParamsSchema,
    response: productImportSchema,
    roles: STAFF_ROLES,
  }),
  /** Named in `lang`, or in both languages without it. */
  listCategories: internalRoute({
    method: 'GET',
    path: '/categories',
    query: categoryListQuerySchema,
    response: bilingualCategoryListSchema,
    localizedResponse: categoryListSchema,
  }),
  /** Named in `lang`, or in both languages without it. */
  getCategory: internalRoute({
    method: 'GET',
    path: '/categories/:id',
    params: categoryIdParamsSchema,
    response: bilingualCategorySchema,
  }),
  createCategory: internalRoute({
    method: 'POST',
    path: '/categories',
    body: categoryInputSchema,
    response: bilingualCategorySchema,
    status: 201,
    roles: STAFF_ROLES,
  }),
  updateCategory: internalRoute({
    method: 'PATCH',
    path: '/categories/:id',
    params: categoryIdParamsSchema,
    body: categoryUpdateSchema,
    response: bilingualCategorySchema,
    roles: STAFF_ROLES,
  }),
  /** Answers the category as it was, for the caller's records. */
  deleteCategory: internalRoute({
    method: 'DELETE',
    path: '/categories/:id',
    params: categoryIdParamsSchema,
    response: bilingualCategorySchema,
    roles: STAFF_ROLES,
  }),
  /** In list order (by `order`, then name). */
  listBrands: internalRoute({
    method: 'GET',
    path: '/brands',
    query: brandListQuerySchema,
    response: brandListSchema,
  }),
  getBrand: internalRoute({
    method: 'GET',
    path: '/brands/:id',
    params: brandIdParamsSchema,
    response: brandSchema,
  }),
  createBrand: internalRoute({
    method: 'POST',
    path: '/brands',
    body: brandInputSchema,
    response: brandSchema,
    status: 201,
    roles: STAFF_ROLES,
  }),
  updateBrand: internalRoute({
    method: 'PATCH',
    path: '/brands/:id',
    params: brandIdParamsSchema,
    body: brandUpdateSchema,
    response: brandSchema,
    roles: STAFF_ROLES,
  }),
  /** Refused while products use the brand; answers the brand as it was, for the caller's records. */
  deleteBrand: internalRoute({
    method: 'DELETE',
    path: '/brands/:id',
    params: brandIdParamsSchema,
    response: brandSchema,
    roles: STAFF_ROLES,
  }),
};
