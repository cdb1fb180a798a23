import type { FastifyInstance } from 'fastify';
import { internalRoutePath, mediaRoutes } from '@hiti/contracts';
import { AppError, parseInput } from '@hiti/service-kit';

const REQUEST_HEADERS = ['range', 'if-none-match', 'if-range'] as const;
const RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'content-range',
  'content-disposition',
  'content-security-policy',
  'accept-ranges',
  'etag',
  'last-modified',
  'cache-control',
  'x-content-type-options',
] as const;

/**
 * GET /attached_assets/{filename}[?w=320|640|1280]: uploaded files for everyone, streamed from media
 * with its caching, range and type headers. Only plain server-made file names are looked up.
 */
export async function assetRoutes(app: FastifyInstance): Promise<void> {
  app.get('/attached_assets/:filename', async (request, reply) => {
    const params = mediaRoutes.getFile.params.safeParse(request.params);
    if (!params.success) throw new AppError('FILE_NOT_FOUND');
    const query = parseInput(mediaRoutes.getFile.query, request.query);
    const headers: Record<string, string> = {};
    for (const name of REQUEST_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const response = await app.services.media.stream(internalRoutePath(mediaRoutes.getFile, params.data), {
      method: request.method === 'HEAD' ? 'HEAD' : 'GET',
      query: { w: query.w },
      headers,
      requestId: request.id,
    });
    reply.status(response.statusCode);
    for (const name of RESPONSE_HEADERS) {
      const value = response.headers[name];
      if (value !== undefined) reply.header(name, value);
    }
    if (response.statusCode === 304) {
      await response.body.dump();
      return reply.send();
    }
    return reply.send(response.body);
  });
}
