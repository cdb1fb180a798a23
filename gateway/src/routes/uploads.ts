import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import {
  auditSummary,
  catalogRoutes,
  IMAGE_MAX_BYTES,
  IMAGE_UPLOAD_FIELD,
  mediaRoutes,
  PDF_MAX_BYTES,
  PDF_UPLOAD_FIELD,
  publicApi,
  SUPER_ADMIN_ROLES,
  type UploadKind,
  uploadOptionsSchema,
  refusal,
} from '@hiti/contracts';
import { AppError, parseInput } from '@hiti/service-kit';
import { serveApiRoute } from '../api-route';
import { auditCreate, staffWrite } from '../services/staff-write';

/** Room for the multipart framing and the small form fields around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const MAX_FIELDS = 4;
const ORIGINAL_NAME_MAX = 255;
/** Media decodes an image and writes every variant before it answers (and may queue behind other uploads). */
const UPLOAD_TIMEOUT_MS = 60_000;

const UPLOADS = {
  image: { field: IMAGE_UPLOAD_FIELD, maxBytes: IMAGE_MAX_BYTES },
  pdf: { field: PDF_UPLOAD_FIELD, maxBytes: PDF_MAX_BYTES },
} as const satisfies Record<UploadKind, { field: string; maxBytes: number }>;

interface ReceivedFile {
  bytes: Buffer;
  filename: string;
  fields: Record<string, string>;
}

function missingFile(field: string): AppError {
  return new AppError('VALIDATION_FAILED', {
    details: [{ path: field, ...refusal('fileRequired') }],
  });
}

/** A multipart parsing error as the client's error: a second file, too large a file, a broken body. */
function toUploadError(error: unknown, field: string): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_FILES_LIMIT') {
    return new AppError('VALIDATION_FAILED', {
      details: [{ path: field, ...refusal('oneFileOnly') }],
    });
  }
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('PAYLOAD_TOO_LARGE');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new AppError('UNSUPPORTED_MEDIA_TYPE');
  return new AppError('MALFORMED_BODY', { cause: error });
}

/** Reads the one file of a multipart request into memory, never more than the cap (413 beyond it). */
async function receiveFile(request: FastifyRequest, kind: UploadKind): Promise<ReceivedFile> {
  try {
    return await readOneFile(request, kind);
  } catch (error) {
    throw toUploadError(error, UPLOADS[kind].field);
  }
}

async function readOneFile(request: FastifyRequest, kind: UploadKind): Promise<ReceivedFile> {
  const { field, maxBytes } = UPLOADS[kind];
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  if (Number(request.headers['content-length']) > maxBytes + MULTIPART_OVERHEAD_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE');
  }
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; filename: string } | null = null;
  const parts = request.parts({
    limits: { fileSize: maxBytes, files: 1, fields: MAX_FIELDS, fieldSize: 256, parts: MAX_FIELDS + 1 },
  });
  for await (const part of parts) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
    } else if (part.fieldname === field) {
      file = { bytes: await part.toBuffer(), filename: part.filename };
    } else {
      throw missingFile(field);
    }
  }
  if (!file) throw missingFile(field);
  return { ...file, fields };
}

/** The uploader's name as shown later (the end is kept: it carries the extension). */
function originalNameOf(filename: string, kind: UploadKind): string {
  return (filename || `${UPLOADS[kind].field}`).slice(-ORIGINAL_NAME_MAX);
}

/**
 * POST /api/upload-image (field `image`) and /api/upload-pdf (field `pdf`) for product managers and
 * super admins; an optional `productId` (field or query) links the file to a product and
 * `purpose=logo` also accepts an SVG. The file goes to media, which judges it by its bytes.
 */
export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { files: 1, fields: MAX_FIELDS } });

  /** A file is only linked to a product that exists. */
  const assertProductExists = async (productId: number, requestId: string) => {
    try {
      await app.services.catalog.request(catalogRoutes.getProduct, { params: { id: productId }, requestId });
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'PRODUCT_NOT_FOUND') throw error;
      throw new AppError('VALIDATION_FAILED', {
        details: [{ path: 'productId', ...refusal('productUnknown') }],
      });
    }
  };

  /** Stores the request's file: answers its public path. */
  const store = (kind: UploadKind) => async (request: FastifyRequest) => {
    const received = await receiveFile(request, kind);
    const options = parseInput(uploadOptionsSchema, {
      ...(request.query as Record<string, unknown>),
      ...received.fields,
    });
    // The logo is site content, which only super admins edit (and the one place an SVG is taken).
    if (options.purpose === 'logo' && !(request.admin && SUPER_ADMIN_ROLES.includes(request.admin.role))) {
      throw new AppError('CONTENT_FORBIDDEN');
    }
    if (options.productId !== undefined) await assertProductExists(options.productId, request.id);
    const file = await staffWrite(app, request, {
      service: app.services.media,
      route: mediaRoutes.storeFile,
      input: {
        query: {
          kind,
          originalName: originalNameOf(received.filename, kind),
          productId: options.productId,
          purpose: options.purpose,
        },
        body: received.bytes,
        timeoutMs: UPLOAD_TIMEOUT_MS,
      },
      // Nothing cached names a file until a product or a site text is saved with it.
      invalidates: [],
      audit: auditCreate('file', (stored) =>
        auditSummary(kind === 'pdf' ? 'pdfUploaded' : 'imageUploaded', {
          original: stored.originalName,
          stored: stored.filename,
        }),
      ),
    });
    return file.filePath;
  };

  serveApiRoute(app, publicApi.uploadImage, async ({ request }) => ({
    imageUrl: await store('image')(request),
  }));
  serveApiRoute(app, publicApi.uploadPdf, async ({ request }) => ({ pdfUrl: await store('pdf')(request) }));
}
