import type { FastifyInstance } from 'fastify';
import { auditSummary, notifyRoutes, publicApi } from '@hiti/contracts';
import { serveApiRoute } from '../api-route';
import { staffWrite } from '../services/staff-write';

/** The mail outbox for super admins: every mail with its status, and sending a failed one again. */
export async function mailOutboxRoutes(app: FastifyInstance): Promise<void> {
  serveApiRoute(app, publicApi.listMailOutbox, async ({ query, request }) =>
    app.services.notify.request(notifyRoutes.listMailOutbox, {
      query: { status: query.status, page: query.page, pageSize: query.pageSize },
      caller: request.admin,
      requestId: request.id,
    }),
  );

  serveApiRoute(app, publicApi.retryMail, async ({ params, request }) =>
    staffWrite(app, request, {
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
    }),
  );
}
