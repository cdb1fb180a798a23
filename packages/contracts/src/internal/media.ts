import { z } from 'zod';
import { uploadOptionsSchema } from '../admin/uploaded-file';

export const UPLOAD_KINDS = ['image', 'pdf'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** Query of POST /files (gateway -> media); the body is the file's bytes as application/octet-stream. */
export const storeFileQuerySchema = uploadOptionsSchema.extend({
  kind: z.enum(UPLOAD_KINDS),
  originalName: z.string().min(1).max(255),
});
export type StoreFileQuery = z.infer<typeof storeFileQuerySchema>;
