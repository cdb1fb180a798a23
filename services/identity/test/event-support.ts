import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eventQueueName } from '@hiti/contracts';
import { createApp, events, type DomainEvents } from '@hiti/service-kit';
import { env, startIdentity } from './support';

/**
 * Identity on its own database, and the service that publishes to it (`publisher`) through the events plugin,
 * for the test file; both closed after it.
 */
export function useIdentityWithPublisher(database: string, publisherService: string) {
  let identity: FastifyInstance | undefined;
  const publisherApp = createApp({ service: publisherService, logger: false });
  beforeAll(async () => {
    identity = await startIdentity(database);
    await publisherApp.register(events, { redisUrl: env.redisUrl, prefix: env.prefix(database) });
    await publisherApp.ready();
  });
  afterAll(async () => {
    await publisherApp.close();
    await identity?.close();
  });
  const started = (): FastifyInstance => {
    if (!identity) throw new Error('identity is not started yet');
    return identity;
  };
  return {
    identity: started,
    publisher: (): DomainEvents => publisherApp.events,
    /** Events of the identity queue handled so far. */
    handled: () => started().redis.zcard(`${env.prefix(database)}:${eventQueueName('identity')}:completed`),
  };
}

export async function eventually(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
