import type { Queue } from 'bullmq';
import { MAIL_QUEUE, type MailJobData, type MailJobName } from '@hiti/contracts';
import { createJobQueue, currentRequestId, type JobQueueOptions } from '@hiti/service-kit';

export type MailQueueOptions = JobQueueOptions;

/** The producer side of queue `mail`: retries with exponential backoff are set on every job. */
export class MailQueue {
  readonly queue: Queue;

  constructor(private readonly options: MailQueueOptions) {
    // The outbox remembers what was sent; a finished job is not needed to avoid a second mail.
    this.queue = createJobQueue(MAIL_QUEUE, options);
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
