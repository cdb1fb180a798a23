import type { FastifyInstance } from 'fastify';
import { PDF_MAX_BYTES, storeFileQuerySchema } from '@hiti/contracts';
import { AppError, parseInput } from '@hiti/service-kit';
import type { UploadService } from '../uploads/upload-service';

/** POST /files: the bytes of one upload (application/octet-stream), described by the query. */
export async function uploadRoutes(app: FastifyInstance, options: { uploads: UploadService }): Promise<void> {
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: PDF_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post('/files', async (request, reply) => {
    // Both admin roles may upload; the gateway has checked the session, the caller must be named.
    if (!request.caller) throw new AppError('UNAUTHENTICATED');
    const query = parseInput(storeFileQuerySchema, request.query);
    if (!Buffer.isBuffer(request.body)) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
    const file = await options.uploads.upload({
      bytes: request.body,
      kind: query.kind,
      originalName: query.originalName,
      productId: query.productId,
      purpose: query.purpose,
    });
    request.log.info(
      { filename: file.filename, size: file.fileSize, by: request.caller?.username },
      'stored upload',
    );
    return reply.status(201).send(file);
  });
}
