import fp from 'fastify-plugin';
import type { Worker } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import { createRedis } from '@hiti/service-kit';
import type { NotifyConfig } from '../config';
import { senderDomain } from '../domain/message-id';
import { MailDispatcher } from '../mail/dispatcher';
import { mailHandlers } from '../mail/handlers';
import { MailOutbox } from '../mail/outbox';
import { MailQueue } from '../mail/queue';
import { startSweeper, type Sweeper } from '../mail/sweeper';
import { startMailWorker } from '../mail/worker';
import { watchMailQueue } from '../mail/metrics';
import { mailOutboxModel } from '../models/mail-outbox';

declare module 'fastify' {
  interface FastifyInstance {
    /** Stores mail in the outbox and queues it. */
    mail: MailDispatcher;
    mailSweeper: Sweeper;
  }
}

const CLOSE_WAIT_MS = 3000;

async function settle(work: Promise<unknown>): Promise<void> {
  await Promise.race([
    work.catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS)),
  ]);
}

/** Queue `mail`, its worker (sending with `app.mailer`) and the sweeper of mail stored while Redis was down. */
async function mailPlugin(app: FastifyInstance, options: { config: NotifyConfig }): Promise<void> {
  const { config } = options;
  const redisUrl = config.MAIL_REDIS_URL ?? config.REDIS_URL;
  const producerConnection = createRedis(redisUrl);
  const workerConnection = createRedis(redisUrl, { forWorkers: true });
  for (const connection of [producerConnection, workerConnection]) {
    connection.on('error', (error: Error) => app.log.debug({ err: error }, 'mail queue redis error'));
  }

  const queue = new MailQueue({
    connection: producerConnection,
    prefix: config.REDIS_PREFIX,
    attempts: config.MAIL_ATTEMPTS,
    backoffMs: config.MAIL_BACKOFF_MS,
  });
  queue.queue.on('error', (error) => app.log.warn({ err: error }, 'mail queue error'));
  const outbox = new MailOutbox(mailOutboxModel(app.mongo));
  const dispatcher = new MailDispatcher(outbox, queue, app.log, config.MAIL_ENQUEUE_TIMEOUT_MS);
  const worker: Worker | null = config.MAIL_WORKER
    ? startMailWorker({
        connection: workerConnection,
        prefix: config.REDIS_PREFIX,
        concurrency: config.MAIL_CONCURRENCY,
        handlers: mailHandlers({
          senderDomain: senderDomain(config.MAIL_FROM),
          staffLanguage: config.STAFF_MAIL_LANGUAGE,
          siteUrl: config.PUBLIC_URL,
        }),
        outbox,
        mailer: app.mailer,
        from: config.MAIL_FROM,
        logger: app.log,
      })
    : null;
  const sweeper = startSweeper({
    dispatcher,
    intervalMs: config.MAIL_SWEEP_INTERVAL_MS,
    graceMs: config.MAIL_ENQUEUE_TIMEOUT_MS,
    logger: app.log,
  });

  watchMailQueue(app, queue, worker);
  app.decorate('mail', dispatcher);
  app.decorate('mailSweeper', sweeper);
  app.addHook('onClose', async () => {
    await sweeper.stop();
    // With Redis gone these would wait for it forever.
    if (worker) await settle(worker.close());
    await settle(queue.close());
    producerConnection.disconnect();
    workerConnection.disconnect();
  });
}

export const mail = fp(mailPlugin, { name: 'notify-mail', dependencies: ['hiti-mongo', 'hiti-smtp'] });
