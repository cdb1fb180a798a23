import { afterAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { testEnv } from '@hiti/local/test-env';
import { EventPublisher, consumeEvents } from '../src/events';
import { createRedis } from '../src/redis';

const env = testEnv();
const prefix = env.prefix('events');
const connection = createRedis(env.redisUrl, { forWorkers: true });
const publisher = new EventPublisher({ connection, prefix });

afterAll(async () => {
  await publisher.close();
  connection.disconnect();
});

describe('domain events', () => {
  it('reach every subscribed consumer, validated against the contracts', async () => {
    const seenByMedia: unknown[] = [];
    const worker = consumeEvents(
      'media',
      {
        'product.deleted': async (payload) => {
          seenByMedia.push(payload);
        },
      },
      { connection, prefix, logger: pino({ level: 'silent' }) },
    );
    await publisher.publish('product.deleted', { id: 12 });
    await expect.poll(() => seenByMedia, { timeout: 10_000 }).toEqual([{ id: 12 }]);
    await worker.close();
  });

  it('refuses to start a consumer that lacks a handler for an event it subscribes to', () => {
    expect(() =>
      consumeEvents('media', {}, { connection, prefix, logger: pino({ level: 'silent' }) }),
    ).toThrow(/media subscribes to product.deleted without a handler/);
  });

  it('rejects a payload that does not match its schema before queueing it', async () => {
    await expect(publisher.publish('product.deleted', { id: -1 })).rejects.toThrow();
  });
});
