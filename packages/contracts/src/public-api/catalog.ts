import { z } from 'zod';
import { STAFF_ROLES } from '../admin/access';
import {
  productImportAnswerSchema,
  productImportIdParamsSchema,
  productImportQuerySchema,
  productImportReadQuerySchema,
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
  productListQuerySchema,
  productListSchema,
  productPageSchema,
  productReadQuerySchema,
  productFacetsQuerySchema,
  productSchema,
} from '../public/product';
import { productFacetsSchema } from '../public/specification-filters';
import { apiEndpoints } from './endpoints';
import { apiRoute } from './route';

/** Products: public reads, writes and the CSV export and import for product managers and super admins. */
export const productApi = {
  listProducts: apiRoute({
    ...apiEndpoints.listProducts,
    summary:
      'The products matching the filters (one page of them and their number for `page` and `pageSize`): ' +
      'texts in `lang`, or in both languages',
    roles: 'public',
    query: productListQuerySchema,
    response: z.union([bilingualProductListSchema, bilingualProductPageSchema]),
    localizedResponse: z.union([productListSchema, productPageSchema]),
    cache: 'no-cache',
  }),
  listProductFacets: apiRoute({
    ...apiEndpoints.listProductFacets,
    summary:
      'The specification filters of a product list: for the filters given, how many products match, and ' +
      "each attribute's choices with their counts, number range and yes/no counts (its own filter left out)",
    roles: 'public',
    query: productFacetsQuerySchema,
    response: productFacetsSchema,
    cache: 'no-cache',
  }),
  getProduct: apiRoute({
    ...apiEndpoints.getProduct,
    summary: 'One product: texts in `lang`, or in both languages',
    roles: 'public',
    params: productIdParamsSchema,
    query: productReadQuerySchema,
    response: bilingualProductSchema,
    localizedResponse: productSchema,
    cache: 'no-cache',
  }),
  createProduct: apiRoute({
    ...apiEndpoints.createProduct,
    summary: 'Adds a product',
    roles: STAFF_ROLES,
    body: productCreateSchema,
    response: bilingualProductSchema,
    status: 201,
  }),
  updateProduct: apiRoute({
    ...apiEndpoints.updateProduct,
    summary: 'Changes a product (any subset of its fields)',
    roles: STAFF_ROLES,
    params: productIdParamsSchema,
    body: productUpdateSchema,
    response: bilingualProductSchema,
  }),
  previewProductBulk: apiRoute({
    ...apiEndpoints.previewProductBulk,
    summary: 'What a bulk change would do to each product of its target (before and after); writes nothing',
    roles: STAFF_ROLES,
    body: productBulkBodySchema,
    response: productBulkResultSchema,
  }),
  applyProductBulk: apiRoute({
    ...apiEndpoints.applyProductBulk,
    summary: 'Applies a bulk change to every product of its target, all or nothing, as one audit entry',
    roles: STAFF_ROLES,
    body: productBulkBodySchema,
    response: productBulkResultSchema,
  }),
  deleteProduct: apiRoute({
    ...apiEndpoints.deleteProduct,
    summary: 'Removes a product',
    roles: STAFF_ROLES,
    params: productIdParamsSchema,
  }),
  exportProducts: apiRoute({
    ...apiEndpoints.exportProducts,
    summary: 'Every product as a CSV file (UTF-8), in the columns the import reads',
    roles: STAFF_ROLES,
    answers: 'text/csv',
    cache: 'no-store',
  }),
  importProducts: apiRoute({
    ...apiEndpoints.importProducts,
    summary:
      'Checks a CSV file (`dryRun=true`), or queues it as an import job (202 with the job; a file with a ' +
      'refused row answers every error and queues nothing)',
    roles: STAFF_ROLES,
    query: productImportQuerySchema,
    rawBody: { type: 'text/csv', schema: z.string() },
    response: productImportAnswerSchema,
  }),
  getProductImport: apiRoute({
    ...apiEndpoints.getProductImport,
    summary: 'An import job: its progress while it runs, its report when it is done',
    roles: STAFF_ROLES,
    params: productImportIdParamsSchema,
    query: productImportReadQuerySchema,
    response: productImportSchema,
    cache: 'no-store',
  }),
  cancelProductImport: apiRoute({
    ...apiEndpoints.cancelProductImport,
    summary: 'Cancels a queued or running import: none of its rows becomes visible',
    roles: STAFF_ROLES,
    params: productImportIdParamsSchema,
    response: productImportSchema,
  }),
};

const updateCategory = {
  roles: STAFF_ROLES,
  params: categoryIdParamsSchema,
  body: categoryUpdateSchema,
  response: bilingualCategorySchema,
} as const;

/** Categories: the public list, writes for product managers and super admins. */
export const categoryApi = {
  listCategories: apiRoute({
    ...apiEndpoints.listCategories,
    summary: 'Every category: named in `lang`, or in both languages',
    roles: 'public',
    query: categoryListQuerySchema,
    response: bilingualCategoryListSchema,
    localizedResponse: categoryListSchema,
    cache: 'no-cache',
  }),
  createCategory: apiRoute({
    ...apiEndpoints.createCategory,
    summary: 'Adds a category',
    roles: STAFF_ROLES,
    body: categoryInputSchema,
    response: bilingualCategorySchema,
    status: 201,
  }),
  updateCategory: apiRoute({
    ...apiEndpoints.updateCategory,
    summary: 'Changes a category (any subset of its fields)',
    ...updateCategory,
  }),
  /** SPEC §7 names the call PUT; it takes any subset of the fields as PATCH does. */
  replaceCategory: apiRoute({
    ...apiEndpoints.replaceCategory,
    summary: 'Changes a category (any subset of its fields; the same as PATCH)',
    ...updateCategory,
  }),
  deleteCategory: apiRoute({
    ...apiEndpoints.deleteCategory,
    summary: 'Removes a category that no product uses',
    roles: STAFF_ROLES,
    params: categoryIdParamsSchema,
  }),
};

/** Brands: the public list, writes for product managers and super admins. */
export const brandApi = {
  listBrands: apiRoute({
    ...apiEndpoints.listBrands,
    summary: 'Every brand, in list order (by `order`, then name)',
    roles: 'public',
    query: brandListQuerySchema,
    response: brandListSchema,
    cache: 'no-cache',
  }),
  createBrand: apiRoute({
    ...apiEndpoints.createBrand,
    summary: 'Adds a brand',
    roles: STAFF_ROLES,
    body: brandInputSchema,
    response: brandSchema,
    status: 201,
  }),
  updateBrand: apiRoute({
    ...apiEndpoints.updateBrand,
    summary: 'Changes a brand (any subset of its fields); a rename shows on its products',
    roles: STAFF_ROLES,
    params: brandIdParamsSchema,
    body: brandUpdateSchema,
    response: brandSchema,
  }),
  deleteBrand: apiRoute({
    ...apiEndpoints.deleteBrand,
    summary: 'Removes a brand that no product uses (409 naming how many products use it otherwise)',
    roles: STAFF_ROLES,
    params: brandIdParamsSchema,
  }),
};
