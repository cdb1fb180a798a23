import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOnPath, startRedisServer, type StartedRedis } from '@hiti/local';
import { PRODUCT_LIST_MAX, type BilingualCategory, type BilingualProduct } from '@hiti/contracts';
import { loginAs } from './support/login';
import { startTestSystem, type TestSystem } from './support/system';

/** This file runs on a Redis of its own, stopped halfway to see reads survive the outage. */
let redis: StartedRedis;
let system: TestSystem;
let product: BilingualProduct;
let restarted: ChildProcess | null = null;

async function get(url: string) {
  const started = Date.now();
  const response = await system.gateway.inject({ method: 'GET', url });
  return { response, ms: Date.now() - started };
}

beforeAll(async () => {
  redis = await startRedisServer();
  system = await startTestSystem({ services: ['catalog', 'identity'], env: { REDIS_URL: redis.url } });
  const cookie = await loginAs(system, 'product_manager');
  const headers = { cookie, 'content-type': 'application/json' };
  await system.gateway.inject({
    method: 'POST',
    url: '/api/categories',
    headers,
    payload: { name: { mk: 'Aksesor' } },
  });
  const created = await system.gateway.inject({
    method: 'POST',
    url: '/api/products',
    headers,
    payload: {
      name: { mk: 'Пелети' },
      description: { mk: 'Бука' },
      category: 'Aksesor',
      imageUrl: '/attached_assets/demo.jpg',
    },
  });
  product = created.json<BilingualProduct>();
});

/** Starts Redis again on the port of the stopped one, as after an outage; resolves once the gateway is back on it. */
async function restartRedis(): Promise<void> {
  const port = new URL(redis.url).port;
  restarted = spawn(
    findOnPath('redis-server') ?? 'redis-server',
    ['--port', port, '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const deadline = Date.now() + 15_000;
  while (system.gateway.redis.status !== 'ready' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(system.gateway.redis.status).toBe('ready');
}

afterAll(async () => {
  // Queue workers wait for Redis to close cleanly: bring it back first when a test left it down.
  if (!restarted && redis.process.exitCode !== null) await restartRedis();
  await system.close();
  await redis.stop();
  if (restarted && restarted.exitCode === null) {
    restarted.kill('SIGTERM');
    await once(restarted, 'exit');
  }
});

describe('public catalogue reads during a Redis outage', () => {
  it('serves reads from the cache while Redis is up', async () => {
    expect((await get('/api/products')).response.statusCode).toBe(200);
    expect((await get('/api/categories')).response.statusCode).toBe(200);
    const keys = await system.gateway.redis.hkeys(`${system.names.prefix}:cache:products`);
    expect(keys).toContain(`list:sort=featured&atMost=${PRODUCT_LIST_MAX}`);
  });

  it('answers every public read from the catalog, promptly, once Redis is gone', async () => {
    await redis.stop();
    for (const url of [
      '/api/products',
      `/api/products/${product.id}`,
      '/api/products?search=peleti',
      '/api/categories',
    ]) {
      const { response, ms } = await get(url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      expect(ms, url).toBeLessThan(3000);
    }
    expect((await get('/api/products?search=peleti')).response.json<BilingualProduct[]>()).toEqual([product]);
    expect(
      (await get('/api/categories')).response.json<BilingualCategory[]>().map((category) => category.name.mk),
    ).toEqual(['Aksesor']);
  });

  it('caches again once Redis is back', async () => {
    await restartRedis();
    expect((await get('/api/products')).response.statusCode).toBe(200);
    const keys = await system.gateway.redis.hkeys(`${system.names.prefix}:cache:products`);
    expect(keys).toEqual([`list:sort=featured&atMost=${PRODUCT_LIST_MAX}`]);
  });
});
