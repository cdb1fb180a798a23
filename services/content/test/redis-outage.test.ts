import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testEnv } from '@hiti/local/test-env';
import { internalHeaders, startContent } from './support';

const env = testEnv();
/** A Redis that takes connections and never answers: BullMQ would wait for it forever. */
const frozenRedis = net.createServer(() => undefined);
let app: FastifyInstance;

beforeAll(async () => {
  await new Promise<void>((resolve) => frozenRedis.listen(0, '127.0.0.1', resolve));
  const { port } = frozenRedis.address() as net.AddressInfo;
  app = await startContent(
    { db: env.dbName('content_outage'), prefix: env.prefix('content-outage') },
    { REDIS_URL: `redis://127.0.0.1:${port}` },
  );
});

afterAll(async () => {
  await app.close();
  frozenRedis.close();
});

describe('a content write while Redis does not answer', () => {
  it('is acknowledged and stored although content.updated cannot be published', async () => {
    const headers = internalHeaders('super_admin');
    const created = await app.inject({
      method: 'POST',
      url: '/site-content',
      headers,
      payload: { type: 'feature', key: 'feature_outage', content: { mk: 'x', al: 'y' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const stored = await app.inject({
      method: 'GET',
      url: `/site-content/${created.json<{ id: number }>().id}`,
      headers,
    });
    expect(stored.json()).toMatchObject({ key: 'feature_outage', content: { mk: 'x', al: 'y' } });
  });
});
