import { z } from 'zod';
import { STAFF_ROLES } from '../admin/access';
import {
  assetParamsSchema,
  imageVariantQuerySchema,
  uploadedFileSchema,
  uploadOptionsSchema,
} from '../admin/uploaded-file';
import { internalRoute, rawBytesBodySchema } from './route';

export const UPLOAD_KINDS = ['image', 'pdf'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** Query of POST /files (gateway -> media); the body is the file's bytes as application/octet-stream. */
export const storeFileQuerySchema = uploadOptionsSchema.extend({
  kind: z.enum(UPLOAD_KINDS),
  originalName: z.string().min(1).max(255),
});
export type StoreFileQuery = z.infer<typeof storeFileQuerySchema>;

/** The media service's routes: uploads for staff, stored files for every call of the gateway. */
export const mediaRoutes = {
  /** The bytes of one upload, described by the query; judged by its bytes, never its name. */
  storeFile: internalRoute({
    method: 'POST',
    path: '/files',
    query: storeFileQuerySchema,
    body: rawBytesBodySchema,
    response: uploadedFileSchema,
    status: 201,
    roles: STAFF_ROLES,
  }),
  /**
   * A stored file (or its WebP variant of width `w`), streamed with its caching, range and type headers:
   * no JSON answer, so it is called with `ServiceClient.stream`.
   */
  getFile: internalRoute({
    method: 'GET',
    path: '/files/:filename',
    params: assetParamsSchema,
    query: imageVariantQuerySchema,
  }),
};
