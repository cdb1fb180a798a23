import { z } from 'zod';

/** The largest number of product rows one import may carry. */
export const PRODUCT_IMPORT_MAX_ROWS = 5000;

/** One row of a product import, read from the CSV by the gateway. */
export const catalogImportRowSchema = z.strictObject({
  /** The line of the file the row is on (the header is line 1). */
  row: z.number().int().min(2),
  /** The product to update (or to create with this id); null creates one with a new id. */
  id: z.number().int().positive().nullable(),
  /**
   * The product fields of the row's columns, validated by the catalog: with `productCreateSchema` for a
   * new product, with `productUpdateSchema` for an existing one (fields without a column stay as they are).
   */
  product: z.record(z.string(), z.unknown()),
});
export type CatalogImportRow = z.infer<typeof catalogImportRowSchema>;

/** Body of POST /products/import (gateway -> catalog): all rows are written, or none. */
export const catalogImportBodySchema = z.strictObject({
  dryRun: z.boolean(),
  rows: z.array(catalogImportRowSchema).max(PRODUCT_IMPORT_MAX_ROWS),
});
export type CatalogImportBody = z.infer<typeof catalogImportBodySchema>;
