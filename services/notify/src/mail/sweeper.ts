import type { FastifyBaseLogger } from 'fastify';
import type { MailDispatcher } from './dispatcher';

const BATCH = 100;

export interface Sweeper {
  /** One pass; resolves with how many waiting mails it offered to the queue. */
  sweep(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Queues mail that was stored while the queue was down. It offers every mail still `queued` after
 * `graceMs` to the queue again: the job id makes that a no-op for a job the queue still holds, and a
 * mail whose job was lost (or never added) gets one.
 */
export function startSweeper(options: {
  dispatcher: MailDispatcher;
  intervalMs: number;
  graceMs: number;
  logger: FastifyBaseLogger;
}): Sweeper {
  let current: Promise<number> | null = null;

  const pass = async (): Promise<number> => {
    const entries = await options.dispatcher.outbox.waiting(new Date(Date.now() - options.graceMs), BATCH);
    let offered = 0;
    for (const entry of entries) {
      if (!(await options.dispatcher.enqueueStored(entry))) break;
      offered += 1;
    }
    if (offered > 0) options.logger.debug({ offered }, 'offered waiting mail to the queue again');
    return offered;
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
