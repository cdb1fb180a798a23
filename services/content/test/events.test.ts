import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { EVENT_NAMES, type EventPayload } from '@hiti/contracts';
import { testEnv } from '@hiti/local/test-env';
import { consumeEvents, createRedis, type EventHandlers } from '@hiti/service-kit';
import { internalHeaders, startContent } from './support';

const env = testEnv();
const names = { db: env.dbName('content_events'), prefix: env.prefix('content-events') };
const received: EventPayload<'content.updated'>[] = [];
const connection = createRedis(env.redisUrl, { forWorkers: true });
let app: FastifyInstance;
let worker: ReturnType<typeof consumeEvents>;

beforeAll(async () => {
  app = await startContent(env, names);
  const ignore = async () => undefined;
  const handlers: EventHandlers = Object.fromEntries(EVENT_NAMES.map((name) => [name, ignore]));
  handlers['content.updated'] = async (payload) => {
    received.push(payload);
  };
  worker = consumeEvents('gateway', handlers, { connection, prefix: names.prefix, logger: app.log });
});

afterAll(async () => {
  await worker.close();
  connection.disconnect();
  await app.close();
});

describe('content.updated', () => {
  it('is published with id, key and type after a create and after an update, not by seeding', async () => {
    const headers = internalHeaders(env, 'super_admin');
    const created = await app.inject({
      method: 'POST',
      url: '/internal/site-content',
      headers,
      payload: { type: 'feature', key: 'feature_extra', content: { mk: 'x', al: 'x' } },
    });
    const id = created.json<{ id: number }>().id;
    await app.inject({
      method: 'PATCH',
      url: `/internal/site-content/${id}`,
      headers,
      payload: { content: { mk: 'y', al: 'y' } },
    });
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(2);
    expect(received).toEqual([
      { id, key: 'feature_extra', type: 'feature' },
      { id, key: 'feature_extra', type: 'feature' },
    ]);
  });
});
