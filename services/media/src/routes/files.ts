import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { mediaRoutes } from '@hiti/contracts';
import { AppError, parseInput } from '@hiti/service-kit';
import { etagMatches, ifRangeAllows, parseRange, type ByteRange } from '../domain/http-cache';
import type { FileService } from '../services/files.service';
import type { ObjectInfo } from '../services/object-store';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** An SVG or PDF opened on its own may not run or load anything, even if something slipped past checks. */
const SANDBOX_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** A PDF is always downloaded, also one stored when PDFs were still shown inline. */
function asAttachment(disposition: string | null | undefined): string {
  return disposition ? disposition.replace(/^inline/, 'attachment') : 'attachment';
}

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function describe(reply: FastifyReply, info: ObjectInfo): void {
  reply
    .header('content-type', info.contentType)
    .header('etag', info.etag)
    .header('last-modified', info.lastModified.toUTCString())
    .header('cache-control', IMMUTABLE)
    .header('x-content-type-options', 'nosniff')
    .header('accept-ranges', 'bytes');
  if (info.contentType === 'application/pdf') {
    reply.header('content-disposition', asAttachment(info.contentDisposition));
  } else if (info.contentDisposition) {
    reply.header('content-disposition', info.contentDisposition);
  }
  if (info.contentType === 'image/svg+xml' || info.contentType === 'application/pdf') {
    reply.header('content-security-policy', SANDBOX_POLICY);
  }
}

/** GET /files/:filename[?w=]: a stored file (or its WebP variant) with caching and byte ranges. */
export async function fileRoutes(app: FastifyInstance, options: { files: FileService }): Promise<void> {
  const { files } = options;

  app.get(mediaRoutes.getFile.path, async (request, reply) => {
    const params = mediaRoutes.getFile.params.safeParse(request.params);
    if (!params.success) throw new AppError('FILE_NOT_FOUND');
    const query = parseInput(mediaRoutes.getFile.query, request.query);
    const found = await files.find(params.data.filename, query.w);
    if (!found) throw new AppError('FILE_NOT_FOUND');
    const { name, info } = found;

    if (etagMatches(headerText(request.headers['if-none-match']), info.etag)) {
      describe(reply, info);
      return reply.status(304).send();
    }
    const range = ifRangeAllows(headerText(request.headers['if-range']), info.etag)
      ? parseRange(headerText(request.headers.range), info.size)
      : null;
    if (range === 'unsatisfiable') {
      return reply
        .status(416)
        .header('content-range', `bytes */${info.size}`)
        .send(new AppError('RANGE_NOT_SATISFIABLE').toBody());
    }
    describe(reply, info);
    // A HEAD answer is an empty stream: Fastify then keeps the Content-Length of the file.
    const body = (byteRange?: ByteRange) =>
      request.method === 'HEAD' ? Readable.from([]) : files.read(name, byteRange);
    if (range) {
      return reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
        .header('content-length', range.end - range.start + 1)
        .send(await body(range));
    }
    return reply.header('content-length', info.size).send(await body());
  });
}
