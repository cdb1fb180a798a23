import type { FastifyInstance } from 'fastify';
import { notifyRoutes } from '@hiti/contracts';
import { serveRoute } from '@hiti/service-kit';
import type { MailOutboxService } from '../services/mail-outbox.service';

/** The outbox for super admins: every mail with its status, and a retry of a failed one. */
export async function mailOutboxRoutes(
  app: FastifyInstance,
  options: { outbox: MailOutboxService },
): Promise<void> {
  const { outbox } = options;
  serveRoute(app, notifyRoutes.listMailOutbox, async ({ query }) => outbox.list(query));
  serveRoute(app, notifyRoutes.retryMail, async ({ params }) => outbox.retry(params.id));
}
