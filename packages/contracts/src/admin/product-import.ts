import { z } from 'zod';
import { cacheBusterFields, queryBooleanSchema } from '../common/query';

/**
 * The columns of the product CSV, in order (export writes them, import reads them by header). `name`
 * and `description` are the Macedonian texts, `name_al` and `description_al` the Albanian ones (each
 * pair comes together in an import file); `category` is a category name in either language, or its id.
 */
export const PRODUCT_CSV_COLUMNS = [
  'id',
  'name',
  'name_al',
  'description',
  'description_al',
  'category',
  'imageUrl',
  'pdfUrl',
  'fullPrice',
  'unitPrice',
  'unitType',
  'inStock',
  'onPromo',
  'promoPrice',
  'promoStartDate',
  'promoEndDate',
  'featured',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** The CSV columns of the bilingual product texts: the Macedonian column and its Albanian partner. */
export const PRODUCT_CSV_TEXT_PAIRS = [
  { field: 'name', mk: 'name', al: 'name_al' },
  { field: 'description', mk: 'description', al: 'description_al' },
] as const satisfies readonly { field: string; mk: ProductCsvColumn; al: ProductCsvColumn }[];

/** Query of the product CSV import: `dryRun=true` validates without writing. */
export const productImportQuerySchema = z.strictObject({
  dryRun: queryBooleanSchema.optional().default(false),
  ...cacheBusterFields,
});
export type ProductImportQuery = z.infer<typeof productImportQuerySchema>;

export const productImportErrorSchema = z.object({
  /**
   * The row the problem is on as a spreadsheet shows the file: the header is row 1, the first record row 2,
   * whatever line breaks quoted cells hold.
   */
  row: z.number().int().min(1),
  field: z.string().optional(),
  message: z.string(),
});
export type ProductImportError = z.infer<typeof productImportErrorSchema>;

/**
 * Answer of the product CSV import. An import is all or nothing: with any row error nothing is
 * written (created and updated are 0); a dry run counts what the valid rows would create and update.
 */
export const productImportResultSchema = z.object({
  dryRun: z.boolean(),
  created: z.number().int().min(0),
  updated: z.number().int().min(0),
  errors: z.array(productImportErrorSchema),
});
export type ProductImportResult = z.infer<typeof productImportResultSchema>;
