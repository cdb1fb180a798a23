import type { FastifyBaseLogger } from 'fastify';
import type { Types } from 'mongoose';
import { mailJobSchemas, type MailJobData, type MailJobName } from '@hiti/contracts';
import type { MailOutboxDoc } from '../models/mail-outbox';
import type { MailOutbox } from './outbox';
import type { MailQueue } from './queue';
import { withTimeout } from '@hiti/service-kit';

export interface MailToSend<N extends MailJobName> {
  name: N;
  data: MailJobData<N>;
  jobId: string;
  /** The outbox entry's id, when the caller keeps it (a reply's thread entry points at its mail). */
  outboxId?: Types.ObjectId;
  to: string;
  subject: string;
}

/**
 * Stores a mail in the outbox first, then queues it. The caller is answered once the mail is stored:
 * queueing goes on behind the answer, and a queue that is down (or a process that stops before it
 * queued) does not lose the mail: it stays `queued` in the outbox, and the sweeper queues it.
 */
export class MailDispatcher {
  constructor(
    readonly outbox: MailOutbox,
    private readonly queue: MailQueue,
    private readonly logger: FastifyBaseLogger,
    private readonly enqueueTimeoutMs: number,
  ) {}

  /** Resolves once the mail is stored; it is queued after that. */
  async submit<N extends MailJobName>(mail: MailToSend<N>): Promise<void> {
    await this.record(mail);
    this.enqueueLater(mail);
  }

  /**
   * Stores the mail and the record it is about (`storeRecord`) side by side, then queues the mail.
   * When the record cannot be stored, the mail is taken out of the outbox again and the error thrown,
   * so no mail goes out for a request that failed.
   */
  async submitAlongside<N extends MailJobName>(
    mail: MailToSend<N>,
    storeRecord: () => Promise<unknown>,
  ): Promise<void> {
    const [recorded, stored] = await Promise.allSettled([this.record(mail), storeRecord()]);
    if (stored.status === 'rejected') {
      if (recorded.status === 'fulfilled') {
        await this.outbox.discard(mail.jobId).catch((error: unknown) => {
          this.logger.error({ err: error, jobId: mail.jobId }, 'mail of a failed request left in the outbox');
        });
      }
      throw stored.reason;
    }
    if (recorded.status === 'rejected') throw recorded.reason;
    this.enqueueLater(mail);
  }

  private enqueueLater<N extends MailJobName>(mail: MailToSend<N>): void {
    void this.enqueue(mail.name, mail.data, mail.jobId);
  }

  private async record<N extends MailJobName>(mail: MailToSend<N>): Promise<void> {
    await this.outbox.record({
      jobName: mail.name,
      jobId: mail.jobId,
      ...(mail.outboxId ? { id: mail.outboxId } : {}),
      payload: mail.data,
      to: mail.to,
      subject: mail.subject,
    });
  }

  /** Queues a stored mail again from its outbox entry (sweeper, manual retry). */
  async enqueueStored(entry: MailOutboxDoc): Promise<boolean> {
    const parsed = mailJobSchemas[entry.jobName].safeParse(entry.payload);
    if (!parsed.success) {
      this.logger.error({ jobId: entry.jobId }, 'stored mail has no valid payload');
      await this.outbox.markAttemptFailed(entry.jobId, 'The stored mail could not be read.', true);
      return false;
    }
    return this.enqueue(entry.jobName, parsed.data, entry.jobId);
  }

  private async enqueue<N extends MailJobName>(
    name: N,
    data: MailJobData<N>,
    jobId: string,
  ): Promise<boolean> {
    const adding = this.queue.add(name, data, jobId);
    // A queue that comes back late still takes the job; the sweeper adding it again changes nothing.
    adding.catch(() => undefined);
    try {
      await withTimeout(adding, this.enqueueTimeoutMs, 'queueing a mail');
      return true;
    } catch (error) {
      this.logger.warn({ err: error, jobId }, 'mail stored but not queued yet; the sweeper will queue it');
      return false;
    }
  }
}
