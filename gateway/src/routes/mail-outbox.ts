import type { FastifyInstance } from 'fastify';
import {
  auditSummary,
  mailOutboxIdParamsSchema,
  mailOutboxQuerySchema,
  notifyRoutes,
  SUPER_ADMIN_ROLES,
} from '@hiti/contracts';
import { parseInput } from '@hiti/service-kit';
import { staffWrite } from '../domain/staff-write';

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
    const params = parseInput(mailOutboxIdParamsSchema, request.params);
    const entry = await staffWrite(app, request, {
      service: app.services.notify,
      route: notifyRoutes.retryMail,
      input: { params },
      invalidates: [],
      audit: (queued) => ({
        action: 'update',
        entity: 'mail',
        entityId: queued.id,
        summary: auditSummary('mailResent', { subject: queued.subject, to: queued.to }),
        before: { status: 'failed' },
        after: { status: queued.status },
      }),
    });
    return reply.status(notifyRoutes.retryMail.status).send(entry);
  });
}
