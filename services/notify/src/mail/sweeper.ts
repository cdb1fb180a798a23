import type { FastifyBaseLogger } from 'fastify';
import type { MailDispatcher } from './dispatcher';

const BATCH = 100;

export interface Sweeper {
  /** One pass: queues stored mail that never reached the queue; resolves with how many it queued. */
  sweep(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Queues mail that was stored while the queue was down. Mail younger than `graceMs` is left to the
 * request that stored it.
 */
export function startSweeper(options: {
  dispatcher: MailDispatcher;
  intervalMs: number;
  graceMs: number;
  logger: FastifyBaseLogger;
}): Sweeper {
  let current: Promise<number> | null = null;

  const pass = async (): Promise<number> => {
    const entries = await options.dispatcher.outbox.unqueued(new Date(Date.now() - options.graceMs), BATCH);
    let queued = 0;
    for (const entry of entries) {
      if (!(await options.dispatcher.enqueueStored(entry))) break;
      queued += 1;
    }
    if (queued > 0) options.logger.info({ queued }, 'queued mail stored while the queue was down');
    return queued;
  };

  const sweep = (): Promise<number> => {
    current ??= pass().finally(() => {
      current = null;
    });
    return current;
  };

  const timer = setInterval(() => {
    sweep().catch((error: unknown) => options.logger.warn({ err: error }, 'mail sweep failed'));
  }, options.intervalMs);
  timer.unref();

  return {
    sweep,
    stop: async () => {
      clearInterval(timer);
      await current?.catch(() => undefined);
    },
  };
}
