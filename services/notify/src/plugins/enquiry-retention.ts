import fp from 'fastify-plugin';
import { Worker } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import { createJobQueue, createRedis } from '@hiti/service-kit';
import type { NotifyConfig } from '../config';
import { retentionCutoff } from '../domain/retention';
import type { PersonalData } from '../services/personal-data.service';

const QUEUE = 'enquiry-retention';
const JOB = 'erase-expired';

/**
 * The retention job: a repeatable BullMQ job (one schedule, however many notify processes run) that erases
 * the enquiries closed longer ago than ENQUIRY_RETENTION_MONTHS, with their mails, and announces how many
 * went (`enquiries.expired`), which identity writes to the audit log.
 */
async function enquiryRetentionPlugin(
  app: FastifyInstance,
  options: { config: NotifyConfig; personalData: PersonalData },
): Promise<void> {
  const { config, personalData } = options;
  const redisUrl = config.MAIL_REDIS_URL ?? config.REDIS_URL;
  const producer = createRedis(redisUrl);
  const consumer = createRedis(redisUrl, { forWorkers: true });
  for (const connection of [producer, consumer]) {
    connection.on('error', (error: Error) => app.log.debug({ err: error }, 'retention queue redis error'));
  }
  const queue = createJobQueue(QUEUE, {
    connection: producer,
    prefix: config.REDIS_PREFIX,
    attempts: 3,
    backoffMs: 60_000,
  });
  queue.on('error', (error) => app.log.warn({ err: error }, 'retention queue error'));

  const worker = config.MAIL_WORKER
    ? new Worker(
        QUEUE,
        async () => {
          const closedBefore = retentionCutoff(new Date(), config.ENQUIRY_RETENTION_MONTHS);
          const erased = await personalData.eraseClosedBefore(closedBefore);
          if (erased > 0) {
            app.log.info({ erased, closedBefore: closedBefore.toISOString() }, 'expired enquiries erased');
            // the count and the cut-off only: the audit log never holds what was erased
            await app.events.publish('enquiries.expired', {
              erased,
              closedBefore: closedBefore.toISOString(),
            });
          }
          return { erased };
        },
        { connection: consumer, prefix: config.REDIS_PREFIX },
      )
    : null;
  worker?.on('error', (error) => app.log.warn({ err: error }, 'retention worker error'));

  // Behind the start: a Redis that is down must not keep notify from serving.
  queue
    .upsertJobScheduler(JOB, { every: config.ENQUIRY_RETENTION_SWEEP_MS }, { name: JOB })
    .catch((error: unknown) => app.log.warn({ err: error }, 'the retention job could not be scheduled'));

  app.addHook('onClose', async () => {
    await Promise.race([
      Promise.allSettled([worker?.close(), queue.close()]),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]);
    producer.disconnect();
    consumer.disconnect();
  });
}

export const enquiryRetention = fp(enquiryRetentionPlugin, {
  name: 'notify-enquiry-retention',
  dependencies: ['hiti-mongo', 'hiti-events'],
});
