import { UnrecoverableError, Worker, type Job, type Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import {
  PRODUCT_IMPORT_JOB_NAMES,
  PRODUCT_IMPORT_QUEUE,
  productImportJobSchemas,
  type ProductImportJobData,
  type ProductImportJobName,
} from '@hiti/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { createJobQueue, type JobQueueOptions } from '@hiti/service-kit';
import type { ImportJobs } from './product-imports.service';

type ImportJobHandlers = {
  [N in ProductImportJobName]: (data: ProductImportJobData<N>) => Promise<void>;
};

/** Every job name has exactly one handler and there is no handler for an unknown job. */
function assertEveryImportJobHandled(handlers: Partial<Record<string, unknown>>): void {
  const names: readonly string[] = PRODUCT_IMPORT_JOB_NAMES;
  const missing = names.filter((name) => typeof handlers[name] !== 'function');
  const unknown = Object.keys(handlers).filter((name) => !names.includes(name));
  if (missing.length > 0 || unknown.length > 0) {
    throw new Error(
      `product import job handlers do not match the job names (missing: ${missing.join(', ') || 'none'}; unknown: ${unknown.join(', ') || 'none'})`,
    );
  }
}

function isImportJobName(name: string): name is ProductImportJobName {
  return (PRODUCT_IMPORT_JOB_NAMES as readonly string[]).includes(name);
}

/** The producer side of queue `product-import`: one job per import, its id the import's id. */
export class ImportQueue implements ImportJobs {
  readonly queue: Queue;

  constructor(options: JobQueueOptions) {
    // the import's record keeps its report
    this.queue = createJobQueue(PRODUCT_IMPORT_QUEUE, options);
  }

  async add(importId: string): Promise<void> {
    const data: ProductImportJobData<'products.import'> = { importId };
    await this.queue.add('products.import', data, { jobId: importId });
  }

  /** One import at a time across every replica: two imports never prepare the same product at once. */
  async oneAtATime(): Promise<void> {
    await this.queue.setGlobalConcurrency(1);
  }

  async close(): Promise<void> {
    await this.queue.close();
  }
}

export interface ImportWorkerOptions {
  connection: Redis;
  prefix: string;
  handlers: ImportJobHandlers;
  /** An import whose job the queue gave up on (attempts spent) ends failed, nothing of it visible. */
  givenUp: (importId: string) => Promise<void>;
  logger: FastifyBaseLogger;
}

export function startImportWorker(options: ImportWorkerOptions): Worker {
  assertEveryImportJobHandled(options.handlers);
  const { logger } = options;
  const work = async (job: Job): Promise<void> => {
    if (!isImportJobName(job.name)) throw new UnrecoverableError(`unknown product import job ${job.name}`);
    const data = productImportJobSchemas[job.name].parse(job.data);
    await options.handlers[job.name](data);
  };
  const worker = new Worker(PRODUCT_IMPORT_QUEUE, work, {
    connection: options.connection,
    prefix: options.prefix,
    concurrency: 1,
  });
  worker.on('failed', (job, error) => {
    logger.warn({ job: job?.id, attempts: job?.attemptsMade, err: error }, 'product import attempt failed');
    const spent =
      error instanceof UnrecoverableError || (job && job.attemptsMade >= (job.opts.attempts ?? 1));
    if (job?.id && spent) {
      options.givenUp(job.id).catch((failure: unknown) => {
        logger.error({ err: failure, job: job.id }, 'failed product import not marked');
      });
    }
  });
  worker.on('error', (error) => logger.warn({ err: error }, 'product import worker error'));
  return worker;
}
