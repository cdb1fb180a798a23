import type { MailOutboxEntry, MailOutboxPage, MailOutboxQuery } from '@hiti/contracts';
import { AppError } from '@hiti/service-kit';
import type { MailDispatcher } from '../mail/dispatcher';
import { toOutboxEntry } from '../models/mail-outbox';

/** The outbox as super admins see it: every mail with its status, and a retry of a failed one. */
export class MailOutboxService {
  constructor(private readonly mail: MailDispatcher) {}

  list(query: MailOutboxQuery): Promise<MailOutboxPage> {
    return this.mail.outbox.list(query);
  }

  async retry(id: string): Promise<MailOutboxEntry> {
    const entry = await this.mail.outbox.find(id);
    if (!entry) throw new AppError('MAIL_NOT_FOUND');
    const requeued = entry.status === 'failed' ? await this.mail.outbox.requeueFailed(entry) : null;
    if (!requeued) throw new AppError('MAIL_NOT_RETRYABLE');
    await this.mail.enqueueStored(requeued);
    return toOutboxEntry(requeued);
  }
}
