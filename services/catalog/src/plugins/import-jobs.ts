import type { Worker } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import { createRedis } from '@hiti/service-kit';
import type { CatalogConfig } from '../config';
import type { CatalogueVersion } from '../services/catalogue-version';
import { runImport, tidyImportMarks } from '../services/import-job';
import { ImportQueue, startImportWorker } from '../services/import-queue';
import type { ImportStaging } from '../services/import-staging';
import type { ProductImports } from '../services/product-imports.service';

const ATTEMPTS = 3;
const BACKOFF_MS = 2000;
const CLOSE_WAIT_MS = 3000;

async function settle(work: Promise<unknown>): Promise<void> {
  await Promise.race([
    work.catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS)),
  ]);
}

export interface ImportJobsOptions {
  config: CatalogConfig;
  imports: ProductImports;
  staging: ImportStaging;
  version: CatalogueVersion;
}

/** Queue `product-import` and (unless turned off) its worker; both close with the app. */
export async function setUpImportJobs(
  app: FastifyInstance,
  options: ImportJobsOptions,
): Promise<ImportQueue> {
  const { config, imports, staging } = options;
  const producer = createRedis(config.REDIS_URL);
  const workerConnection = createRedis(config.REDIS_URL, { forWorkers: true });
  for (const connection of [producer, workerConnection]) {
    connection.on('error', (error: Error) => app.log.debug({ err: error }, 'import queue redis error'));
  }
  const queue = new ImportQueue({
    connection: producer,
    prefix: config.REDIS_PREFIX,
    attempts: ATTEMPTS,
    backoffMs: BACKOFF_MS,
  });
  queue.queue.on('error', (error) => app.log.warn({ err: error }, 'import queue error'));
  const deps = { imports, staging, version: options.version, events: app.events, logger: app.log };
  let worker: Worker | null = null;
  // Started beside the boot, not awaited by it: a Redis that does not answer must not keep the catalog's reads
  // and writes from starting.
  const starting = config.PRODUCT_IMPORT_WORKER
    ? (async () => {
        await queue.oneAtATime();
        await tidyImportMarks(deps).catch((error: unknown) =>
          app.log.warn({ err: error }, 'import marks not tidied'),
        );
        worker = startImportWorker({
          connection: workerConnection,
          prefix: config.REDIS_PREFIX,
          handlers: { 'products.import': ({ importId }) => runImport(importId, deps) },
          givenUp: async (importId) => {
            await imports.finish(importId, 'failed', {});
            await tidyImportMarks(deps);
          },
          logger: app.log,
        });
      })().catch((error: unknown) => app.log.warn({ err: error }, 'import worker not started'))
    : Promise.resolve();
  app.addHook('onClose', async () => {
    // With Redis gone these would wait for it forever.
    await settle(starting);
    const started = worker as Worker | null;
    if (started) await settle(started.close());
    await settle(queue.close());
    producer.disconnect();
    workerConnection.disconnect();
  });
  return queue;
}
