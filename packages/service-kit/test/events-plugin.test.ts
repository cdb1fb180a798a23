import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { testEnv } from '@hiti/local/test-env';
import { createApp, events } from '../src';

const env = testEnv();

/** A process that publishes and consumes through the plugin, as the services and the gateway do. */
async function processWith(prefix: string, onDeleted: (id: number) => Promise<void>) {
  const app = createApp({ service: 'events-test', logger: false });
  await app.register(events, {
    redisUrl: env.redisUrl,
    prefix,
    consume: { as: 'media', handlers: { 'product.deleted': async ({ id }) => onDeleted(id) } },
  });
  await app.ready();
  return app;
}

const metricLine = async (app: Awaited<ReturnType<typeof processWith>>, name: string) =>
  (await app.inject({ method: 'GET', url: '/metrics' })).body
    .split('\n')
    .filter((line) => line.startsWith(name));

describe('the events plugin', () => {
  it('publishes to the subscribed consumers, hands each event to its handler and counts it', async () => {
    const seen: number[] = [];
    const app = await processWith(env.prefix('events-plugin'), async (id) => {
      seen.push(id);
    });
    try {
      await app.events.publish('product.deleted', { id: 5 });
      await expect.poll(() => seen, { timeout: 10_000 }).toEqual([5]);
      await expect
        .poll(() => metricLine(app, 'hiti_events_handled_total'))
        .toEqual([expect.stringMatching(/consumer="media",outcome="done".* 1$/)]);
      expect(await metricLine(app, 'hiti_event_consumer_lag_jobs')).toEqual([
        expect.stringMatching(/consumer="media".* 0$/),
      ]);
    } finally {
      await app.close();
    }
  });

  it("carries the id of the request that published an event to the consumer's handler", async () => {
    const seen: Array<string | undefined> = [];
    const app = createApp({ service: 'events-test', logger: false });
    await app.register(events, {
      redisUrl: env.redisUrl,
      prefix: env.prefix('events-request-id'),
      consume: {
        as: 'media',
        handlers: {
          'product.deleted': async (_payload, { requestId }) => {
            seen.push(requestId);
          },
        },
      },
    });
    app.delete('/products/:id', async (request) => {
      await app.events.publish('product.deleted', { id: Number((request.params as { id: string }).id) });
      return { deleted: true };
    });
    await app.ready();
    try {
      const answer = await app.inject({
        method: 'DELETE',
        url: '/products/7',
        headers: { 'x-request-id': 'req-from-the-gateway' },
      });
      expect(answer.statusCode).toBe(200);
      await app.events.publish('product.deleted', { id: 8 });
      await expect.poll(() => seen, { timeout: 10_000 }).toHaveLength(2);
      expect(seen).toEqual(expect.arrayContaining(['req-from-the-gateway', undefined]));
    } finally {
      await app.close();
    }
  });

  it('reports the events a stuck consumer has not handled yet as its lag', async () => {
    let release: () => void = () => undefined;
    const stuck = new Promise<void>((resolve) => (release = resolve));
    const app = await processWith(env.prefix('events-lag'), () => stuck);
    try {
      for (let id = 1; id <= 6; id += 1) await app.events.publish('product.deleted', { id });
      await expect
        .poll(() => metricLine(app, 'hiti_event_consumer_lag_jobs'))
        .toEqual([expect.stringMatching(/consumer="media".* 6$/)]);
    } finally {
      release();
      await app.close();
    }
  });

  it('never fails the caller when Redis is gone: the stored write it reports stands', async () => {
    const app = createApp({ service: 'events-test', logger: false });
    await app.register(events, { redisUrl: 'redis://127.0.0.1:9', prefix: env.prefix('events-down') });
    await app.ready();
    try {
      await expect(app.events.publish('product.deleted', { id: 1 })).resolves.toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it('gives up on a Redis that takes connections and never answers, and still closes', async () => {
    const frozen = net.createServer(() => undefined);
    await new Promise<void>((resolve) => frozen.listen(0, '127.0.0.1', resolve));
    const { port } = frozen.address() as net.AddressInfo;
    const app = createApp({ service: 'events-test', logger: false });
    await app.register(events, {
      redisUrl: `redis://127.0.0.1:${port}`,
      prefix: env.prefix('events-frozen'),
      consume: { as: 'media', handlers: { 'product.deleted': async () => undefined } },
      publishTimeoutMs: 200,
    });
    await app.ready();
    try {
      await expect(app.events.publish('product.deleted', { id: 1 })).resolves.toBeUndefined();
    } finally {
      await app.close();
      frozen.close();
    }
  });
});
