import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { MAIL_QUEUE, type MailJobData, type MailJobName } from '@hiti/contracts';
import { currentRequestId } from '@hiti/service-kit';

const WEEK_SECONDS = 7 * 24 * 3600;

export interface MailQueueOptions {
  connection: Redis;
  prefix: string;
  attempts: number;
  backoffMs: number;
}

/** The producer side of queue `mail`: retries with exponential backoff are set on every job. */
export class MailQueue {
  readonly queue: Queue;

  constructor(private readonly options: MailQueueOptions) {
    this.queue = new Queue(MAIL_QUEUE, {
      connection: options.connection,
      prefix: options.prefix,
      defaultJobOptions: {
        attempts: options.attempts,
        backoff: { type: 'exponential', delay: options.backoffMs },
        // The outbox remembers what was sent; a finished job is not needed to avoid a second mail.
        removeOnComplete: true,
        removeOnFail: { age: WEEK_SECONDS },
      },
    });
  }

  /**
   * Adds a job, with the id of the request being handled (if any) for the worker's logs; the same job id
   * twice adds it once. Resolves once Redis has it, however long that takes.
   */
  async add<N extends MailJobName>(name: N, data: MailJobData<N>, jobId: string): Promise<void> {
    const requestId = currentRequestId();
    await this.queue.add(name, requestId ? { ...data, requestId } : data, { jobId });
  }

  async close(): Promise<void> {
    await this.queue.close();
  }
}
