import type { FastifyInstance } from 'fastify';
import { identityRoutes, publicApi } from '@hiti/contracts';
import { serveApiRoute } from '../api-route';

/** The audit log of admin writes, newest first, for super admins. */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  serveApiRoute(app, publicApi.listAudit, async ({ query, request }) =>
    app.services.identity.request(identityRoutes.listAudit, {
      query: { page: query.page, pageSize: query.pageSize, entity: query.entity },
      caller: request.admin,
      requestId: request.id,
    }),
  );
}
