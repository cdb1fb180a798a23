import type { FastifyInstance } from 'fastify';
import { mailOutboxIdParamsSchema, mailOutboxQuerySchema, type MailOutboxEntry } from '@hiti/contracts';
import { AppError, parseInput } from '@hiti/service-kit';
import { toOutboxEntry } from '../models/mail-outbox';

/** The outbox for super admins: every mail with its status, and a retry of a failed one. */
export async function mailOutboxRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', async (request) => {
    if (request.caller?.role !== 'super_admin') throw new AppError('FORBIDDEN');
  });

  app.get('/admin/mail-outbox', async (request) => {
    const query = parseInput(mailOutboxQuerySchema, request.query);
    return app.mail.outbox.list(query);
  });

  app.post('/admin/mail-outbox/:id/retry', async (request, reply): Promise<MailOutboxEntry> => {
    const { id } = parseInput(mailOutboxIdParamsSchema, request.params);
    const entry = await app.mail.outbox.find(id);
    if (!entry) throw new AppError('MAIL_NOT_FOUND');
    const requeued = entry.status === 'failed' ? await app.mail.outbox.requeueFailed(entry) : null;
    if (!requeued) throw new AppError('MAIL_NOT_RETRYABLE');
    await app.mail.enqueueStored(requeued);
    reply.status(202);
    return toOutboxEntry(requeued);
  });
}
