import type { FastifyInstance } from 'fastify';
import { PDF_MAX_BYTES, mediaRoutes } from '@hiti/contracts';
import { serveRoute } from '@hiti/service-kit';
import type { UploadService } from '../services/uploads.service';

/** `mediaRoutes.storeFile`: the bytes of one upload (application/octet-stream), described by the query. */
export async function uploadRoutes(app: FastifyInstance, options: { uploads: UploadService }): Promise<void> {
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: PDF_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  // Both admin roles may upload; the gateway has checked the session, the caller must be named.
  serveRoute(app, mediaRoutes.storeFile, async ({ query, body, caller, request }) => {
    const file = await options.uploads.upload({
      bytes: Buffer.from(body.buffer, body.byteOffset, body.byteLength),
      kind: query.kind,
      originalName: query.originalName,
      productId: query.productId,
      purpose: query.purpose,
    });
    request.log.info({ filename: file.filename, size: file.fileSize, by: caller.username }, 'stored upload');
    return file;
  });
}
