import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';

const WEEK_SECONDS = 7 * 24 * 3600;

export interface JobQueueOptions {
  connection: Redis;
  prefix: string;
  attempts: number;
  backoffMs: number;
}

/**
 * The producer side of a job queue: every job retried with exponential backoff; a finished job is dropped
 * (the owning service keeps its own record of what was done), a failed one kept a week to look into.
 */
export function createJobQueue(name: string, options: JobQueueOptions): Queue {
  return new Queue(name, {
    connection: options.connection,
    prefix: options.prefix,
    defaultJobOptions: {
      attempts: options.attempts,
      backoff: { type: 'exponential', delay: options.backoffMs },
      removeOnComplete: true,
      removeOnFail: { age: WEEK_SECONDS },
    },
  });
}
