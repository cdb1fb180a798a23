import type { FastifyInstance } from 'fastify';
import { auditQuerySchema, identityRoutes, SUPER_ADMIN_ROLES } from '@hiti/contracts';
import { parseInput } from '@hiti/service-kit';

/** The audit log of admin writes, newest first, for super admins. */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  app.get('/audit', { config: { roles: SUPER_ADMIN_ROLES } }, async (request, reply) => {
    const query = parseInput(auditQuerySchema, request.query);
    const page = await app.services.identity.request(identityRoutes.listAudit, {
      query: { page: query.page, pageSize: query.pageSize, entity: query.entity },
      caller: request.admin,
      requestId: request.id,
    });
    return reply.header('cache-control', 'no-store').send(page);
  });
}
