import type { FastifyInstance } from 'fastify';
import {
  mailOutboxEntrySchema,
  mailOutboxIdParamsSchema,
  mailOutboxPageSchema,
  mailOutboxQuerySchema,
  SUPER_ADMIN_ROLES,
} from '@hiti/contracts';
import { parseInput } from '@hiti/service-kit';

/** The mail outbox for super admins: every mail with its status, and sending a failed one again. */
export async function mailOutboxRoutes(app: FastifyInstance): Promise<void> {
  const superAdmins = { config: { roles: SUPER_ADMIN_ROLES } };

  app.get('/admin/mail-outbox', superAdmins, async (request, reply) => {
    const query = parseInput(mailOutboxQuerySchema, request.query);
    const { data } = await app.services.notify.call<unknown>('/admin/mail-outbox', {
      query: { status: query.status, page: query.page, pageSize: query.pageSize },
      caller: request.admin,
      requestId: request.id,
    });
    return reply.header('cache-control', 'no-store').send(mailOutboxPageSchema.parse(data));
  });

  app.post('/admin/mail-outbox/:id/retry', superAdmins, async (request, reply) => {
    const { id } = parseInput(mailOutboxIdParamsSchema, request.params);
    const { status, data } = await app.services.notify.call<unknown>(`/admin/mail-outbox/${id}/retry`, {
      method: 'POST',
      caller: request.admin,
      requestId: request.id,
    });
    const entry = mailOutboxEntrySchema.parse(data);
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
