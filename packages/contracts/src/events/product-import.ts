import { z } from 'zod';

/** Product imports run as jobs on this queue (the catalog queues and works them). */
export const PRODUCT_IMPORT_QUEUE = 'product-import';
export const PRODUCT_IMPORT_JOB_NAMES = ['products.import'] as const;
export type ProductImportJobName = (typeof PRODUCT_IMPORT_JOB_NAMES)[number];

/** Prepares an import's rows out of sight and makes them visible all at once. */
export const productImportJobSchema = z.object({ importId: z.string().min(1) });

export const productImportJobSchemas = {
  'products.import': productImportJobSchema,
} as const satisfies Record<ProductImportJobName, z.ZodType>;

export type ProductImportJobData<N extends ProductImportJobName> = z.infer<
  (typeof productImportJobSchemas)[N]
>;
