import type { FastifyInstance } from 'fastify';
import { publicApi } from '@hiti/contracts';
import { buildApiDocument, type ApiDocument } from '../api-document';
import { serveApiRoute } from '../api-route';

/** GET /api/openapi.json: the public API as an OpenAPI 3.1 document, built once from the route table. */
export async function apiDocumentRoutes(app: FastifyInstance): Promise<void> {
  let document: ApiDocument | undefined;
  serveApiRoute(app, publicApi.apiDocument, async ({ reply }) => {
    document ??= buildApiDocument();
    return reply.header('cache-control', publicApi.apiDocument.cache).send(document);
  });
}
