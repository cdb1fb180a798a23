import { z } from 'zod';
import { IMAGE_VARIANT_WIDTHS } from '../constants';
import type { ImageVariantWidth } from '../constants';
import { isoDateTimeSchema } from '../common/dates';

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
