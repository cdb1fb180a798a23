import type { FastifyInstance } from 'fastify';
import { notifyRoutes } from '@hiti/contracts';
import { AppError, serveRoute } from '@hiti/service-kit';
import { toOutboxEntry } from '../models/mail-outbox';

/** The outbox for super admins: every mail with its status, and a retry of a failed one. */
export async function mailOutboxRoutes(app: FastifyInstance): Promise<void> {
  serveRoute(app, notifyRoutes.listMailOutbox, async ({ query }) => app.mail.outbox.list(query));

  serveRoute(app, notifyRoutes.retryMail, async ({ params }) => {
    const entry = await app.mail.outbox.find(params.id);
    if (!entry) throw new AppError('MAIL_NOT_FOUND');
    const requeued = entry.status === 'failed' ? await app.mail.outbox.requeueFailed(entry) : null;
    if (!requeued) throw new AppError('MAIL_NOT_RETRYABLE');
    await app.mail.enqueueStored(requeued);
    return toOutboxEntry(requeued);
  });
}
