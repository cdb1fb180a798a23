import type { FastifyInstance } from 'fastify';
import {
  mailOutboxIdParamsSchema,
  mailOutboxQuerySchema,
  notifyRoutes,
  SUPER_ADMIN_ROLES,
} from '@hiti/contracts';
import { parseInput } from '@hiti/service-kit';

/** The mail outbox for super admins: every mail with its status, and sending a failed one again. */
export async function mailOutboxRoutes(app: FastifyInstance): Promise<void> {
  const superAdmins = { config: { roles: SUPER_ADMIN_ROLES } };

  app.get('/admin/mail-outbox', superAdmins, async (request, reply) => {
    const query = parseInput(mailOutboxQuerySchema, request.query);
    const page = await app.services.notify.request(notifyRoutes.listMailOutbox, {
      query: { status: query.status, page: query.page, pageSize: query.pageSize },
      caller: request.admin,
      requestId: request.id,
    });
    return reply.header('cache-control', 'no-store').send(page);
  });

  app.post('/admin/mail-outbox/:id/retry', superAdmins, async (request, reply) => {
    const { id } = parseInput(mailOutboxIdParamsSchema, request.params);
    const { status, data: entry } = await app.services.notify.exchange(notifyRoutes.retryMail, {
      params: { id },
      caller: request.admin,
      requestId: request.id,
    });
    await app.audit(request, {
      action: 'update',
      entity: 'mail',
      entityId: entry.id,
      summary: `Sent the failed mail "${entry.subject}" to ${entry.to} again`,
      before: { status: 'failed' },
      after: { status: entry.status },
    });
    return reply.status(status).send(entry);
  });
}
