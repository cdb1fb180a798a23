import { z } from 'zod';
import { STAFF_ROLES } from '../admin/access';
import {
  IMAGE_UPLOAD_FIELD,
  imageUploadResultSchema,
  PDF_UPLOAD_FIELD,
  pdfUploadResultSchema,
  uploadOptionsSchema,
} from '../admin/uploaded-file';
import { apiEndpoints } from './endpoints';
import { apiRoute } from './route';

/** A multipart upload: one file in `field`, and the options as form fields (or in the query). */
const uploadForm = (field: string) => ({
  type: 'multipart/form-data' as const,
  schema: uploadOptionsSchema.extend({ [field]: z.file() }),
});

/** Uploads for product managers and super admins; media judges a file by its bytes. */
export const uploadApi = {
  uploadImage: apiRoute({
    ...apiEndpoints.uploadImage,
    summary: 'Stores an image (JPEG, PNG or WebP; an SVG for `purpose=logo`, super admins only)',
    roles: STAFF_ROLES,
    query: uploadOptionsSchema,
    rawBody: uploadForm(IMAGE_UPLOAD_FIELD),
    response: imageUploadResultSchema,
  }),
  uploadPdf: apiRoute({
    ...apiEndpoints.uploadPdf,
    summary: "Stores a PDF (a product's technical sheet)",
    roles: STAFF_ROLES,
    query: uploadOptionsSchema,
    rawBody: uploadForm(PDF_UPLOAD_FIELD),
    response: pdfUploadResultSchema,
  }),
};
