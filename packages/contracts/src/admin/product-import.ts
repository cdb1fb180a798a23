import { z } from 'zod';
import { isoDateTimeSchema } from '../common/dates';
import { cacheBusterFields, queryBooleanSchema } from '../common/query';

/**
 * The columns of the product CSV, in order (export writes them, import reads them by header). `name`
 * and `description` are the Macedonian texts, `name_al` and `description_al` the Albanian ones (each
 * pair comes together in an import file); `category` is a category name in either language, or its id;
 * `code` is the product's code: a row without an id whose code a product has updates that product.
 * `images` is the gallery, one image address per line (the first is the card image, so `imageUrl` is
 * that first line), and `images_alt` / `images_alt_al` the alt texts in Macedonian and in Albanian, one per
 * line in the same order (an empty line for none); the alt columns come with the `images` column.
 */
export const PRODUCT_CSV_COLUMNS = [
  'id',
  'name',
  'name_al',
  'description',
  'description_al',
  'category',
  'imageUrl',
  'images',
  'images_alt',
  'images_alt_al',
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
  'code',
  /** The brand by its name (any case); empty for none. */
  'brand',
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
  /** The refusal's key, to show it in the reader's language. */
  key: z.string().optional(),
  message: z.string(),
});
export type ProductImportError = z.infer<typeof productImportErrorSchema>;

/**
 * Answer of "Check file" (a dry run): what the valid rows would do, and every refused row. Also the answer
 * of an import refused before it is queued (created and updated are then 0).
 */
export const productImportResultSchema = z.object({
  dryRun: z.boolean(),
  created: z.number().int().min(0),
  updated: z.number().int().min(0),
  /** Rows naming a product they would leave exactly as it is. */
  unchanged: z.number().int().min(0),
  errors: z.array(productImportErrorSchema),
});
export type ProductImportResult = z.infer<typeof productImportResultSchema>;

/**
 * Where an import job is: queued, running (rows being prepared, invisible to visitors), completed (every
 * row visible at once), failed or cancelled (no row visible).
 */
export const PRODUCT_IMPORT_STATES = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const;
export type ProductImportState = (typeof PRODUCT_IMPORT_STATES)[number];

/** States an import does not leave again. */
export const PRODUCT_IMPORT_FINAL_STATES: readonly ProductImportState[] = [
  'completed',
  'failed',
  'cancelled',
];

/** An import job: its progress while it runs, its report once it is done. */
export const productImportSchema = z.object({
  id: z.string(),
  state: z.enum(PRODUCT_IMPORT_STATES),
  /** The file's rows, and how many of them the job has prepared. */
  rowsTotal: z.number().int().min(0),
  rowsDone: z.number().int().min(0),
  created: z.number().int().min(0),
  updated: z.number().int().min(0),
  unchanged: z.number().int().min(0),
  /** Rows refused while the job ran (a product or category deleted since the check): the import failed. */
  errors: z.array(productImportErrorSchema),
  /** Staff asked to cancel; the job stops at its next step. */
  cancelRequested: z.boolean(),
  /** This answer is an earlier import of the identical file, which is not imported a second time. */
  repeated: z.boolean(),
  createdAt: isoDateTimeSchema,
  finishedAt: isoDateTimeSchema.nullable(),
});
export type ProductImport = z.infer<typeof productImportSchema>;

export const productImportIdParamsSchema = z.strictObject({ id: z.string().regex(/^[0-9a-f]{24}$/) });
export type ProductImportIdParams = z.infer<typeof productImportIdParamsSchema>;

/** Query of an import job's status read (the admin screen polls it). */
export const productImportReadQuerySchema = z.strictObject({ ...cacheBusterFields });

/** Answer of POST /api/products/import: a check's counts or the refused rows (200), or the queued job (202). */
export const productImportAnswerSchema = z.union([productImportSchema, productImportResultSchema]);
export type ProductImportAnswer = z.infer<typeof productImportAnswerSchema>;
