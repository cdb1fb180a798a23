import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { EVENT_NAMES, type EventPayload } from '@hiti/contracts';
import { testEnv } from '@hiti/local/test-env';
import { createApp, events, type EventHandlers } from '@hiti/service-kit';
import { internalHeaders, startContent } from './support';

const env = testEnv();
const names = { db: env.dbName('content_events'), prefix: env.prefix('content-events') };
const received: EventPayload<'content.updated'>[] = [];
let app: FastifyInstance;
/** Consumes the gateway's queue through the events plugin, as the gateway does. */
const recorder = createApp({ service: 'event-recorder', logger: false });

beforeAll(async () => {
  app = await startContent(names);
  const ignore = async () => undefined;
  const handlers: EventHandlers = Object.fromEntries(EVENT_NAMES.map((name) => [name, ignore]));
  handlers['content.updated'] = async (payload) => {
    received.push(payload);
  };
  await recorder.register(events, {
    redisUrl: env.redisUrl,
    prefix: names.prefix,
    consume: { as: 'gateway', handlers },
  });
  await recorder.ready();
});

afterAll(async () => {
  await recorder.close();
  await app.close();
});

describe('content.updated', () => {
  it('is published with id, key and type after a create and after an update, not by seeding', async () => {
    const headers = internalHeaders('super_admin');
    const created = await app.inject({
      method: 'POST',
      url: '/site-content',
      headers,
      payload: { type: 'feature', key: 'feature_extra', content: { mk: 'x', al: 'x' } },
    });
    const id = created.json<{ id: number }>().id;
    await app.inject({
      method: 'PATCH',
      url: `/site-content/${id}`,
      headers,
      payload: { content: { mk: 'y', al: 'y' } },
    });
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(2);
    expect(received).toEqual([
      { id, key: 'feature_extra', type: 'feature' },
      { id, key: 'feature_extra', type: 'feature' },
    ]);
  });

  it('is published once for each item a save changes, and not for the items it leaves', async () => {
    received.length = 0;
    const headers = internalHeaders('super_admin');
    const save = (mk: string, extraKey = 'feature_batch_extra') =>
      app.inject({
        method: 'PUT',
        url: '/site-content',
        headers,
        payload: {
          items: [
            { type: 'feature', key: 'feature_top_text', content: { mk, al: mk } },
            { type: 'feature', key: extraKey, content: { mk: 'x', al: 'x' } },
          ],
        },
      });
    expect((await save('први')).statusCode).toBe(200);
    expect((await save('втори')).statusCode).toBe(200);
    // the last save changes only a new item: once its event is in, every earlier one is too
    expect((await save('втори', 'feature_batch_marker')).statusCode).toBe(200);
    await expect
      .poll(() => received.some((event) => event.key === 'feature_batch_marker'), { timeout: 10_000 })
      .toBe(true);
    expect(received.map((event) => event.key).sort()).toEqual([
      'feature_batch_extra',
      'feature_batch_marker',
      'feature_top_text',
      'feature_top_text',
    ]);
  });
});
