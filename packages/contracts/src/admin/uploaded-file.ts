import { z } from 'zod';
import { IMAGE_VARIANT_WIDTHS } from '../constants';
import type { ImageVariantWidth } from '../constants';
import { isoDateTimeSchema } from '../common/dates';
import { positiveIntFromStringSchema } from '../common/query';

/** A stored upload (SPEC §3). */
export const uploadedFileSchema = z.object({
  id: z.number().int().positive(),
  filename: z.string(),
  originalName: z.string(),
  filePath: z.string(),
  fileSize: z.number().int().min(0),
  mimeType: z.string(),
  productId: z.number().int().positive().nullable(),
  uploadedAt: isoDateTimeSchema,
  isActive: z.boolean(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** Answer of POST /api/upload-image (multipart field `image`). */
export const imageUploadResultSchema = z.object({ imageUrl: z.string() });
export type ImageUploadResult = z.infer<typeof imageUploadResultSchema>;

/** Answer of POST /api/upload-pdf (multipart field `pdf`). */
export const pdfUploadResultSchema = z.object({ pdfUrl: z.string() });
export type PdfUploadResult = z.infer<typeof pdfUploadResultSchema>;

export const IMAGE_UPLOAD_FIELD = 'image';
export const PDF_UPLOAD_FIELD = 'pdf';

const widthTexts = IMAGE_VARIANT_WIDTHS.map(String) as [string, ...string[]];

/** Query of GET /attached_assets/{filename}: an optional resized width. */
export const imageVariantQuerySchema = z.strictObject({
  w: z
    .union([z.enum(widthTexts), z.literal(IMAGE_VARIANT_WIDTHS)])
    .transform((width) => Number(width) as ImageVariantWidth)
    .optional(),
  t: z.string().optional(),
  _: z.string().optional(),
});
export type ImageVariantQuery = z.infer<typeof imageVariantQuerySchema>;

/** Why a file is uploaded; a logo may also be an SVG (sanitized before it is stored). */
export const UPLOAD_PURPOSES = ['logo'] as const;
export const uploadPurposeSchema = z.enum(UPLOAD_PURPOSES);
export type UploadPurpose = z.infer<typeof uploadPurposeSchema>;

/** An empty form field counts as absent. */
const optionalProductId = z.preprocess(
  (value) => (value === '' ? undefined : value),
  positiveIntFromStringSchema.optional(),
);

/** Query (or extra form fields) of POST /api/upload-image and /api/upload-pdf. */
export const uploadOptionsSchema = z.strictObject({
  productId: optionalProductId,
  purpose: uploadPurposeSchema.optional(),
});
export type UploadOptions = z.infer<typeof uploadOptionsSchema>;

/** A stored file's public name: server generated, no path, one known extension. */
export const ASSET_FILENAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}\.(?:jpe?g|png|webp|svg|pdf)$/i;

/** Path parameters of GET /attached_assets/{filename}. */
export const assetParamsSchema = z.strictObject({ filename: z.string().regex(ASSET_FILENAME_PATTERN) });
export type AssetParams = z.infer<typeof assetParamsSchema>;
