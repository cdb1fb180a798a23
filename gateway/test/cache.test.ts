import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { AppError, createRedis, redisReady } from '@hiti/service-kit';
import { testEnv } from '@hiti/local/test-env';
import { ResponseCache } from '../src/plugins/cache';

const env = testEnv();
const redis = createRedis(env.redisUrl);
const logger = pino({ level: 'silent' });
const cache = new ResponseCache(redis, env.prefix('cache'), logger);

/** A cache answer with its body as text, for readable assertions. */
async function asText(answer: Promise<{ body: Buffer; hit: boolean }>) {
  const { body, hit } = await answer;
  return { body: body.toString('utf8'), hit };
}

beforeAll(async () => {
  expect(await redisReady(redis)).toBe(true);
});

afterAll(() => redis.disconnect());

describe('ResponseCache', () => {
  it('serves the second read from Redis as the same JSON text', async () => {
    let loads = 0;
    const load = async () => {
      loads += 1;
      return [{ id: 1, name: 'Камин' }];
    };
    const first = await asText(cache.json('products', 'list:all', 30, load));
    const second = await asText(cache.json('products', 'list:all', 30, load));
    expect(first).toEqual({ body: '[{"id":1,"name":"Камин"}]', hit: false });
    expect(second).toEqual({ body: first.body, hit: true });
    expect(loads).toBe(1);
  });

  it('tells of every lookup, hit or miss, for the hit ratio', async () => {
    const lookups: string[] = [];
    const counted = new ResponseCache(redis, env.prefix('cache-count'), logger, (namespace, hit) =>
      lookups.push(`${namespace}:${hit ? 'hit' : 'miss'}`),
    );
    await counted.json('categories', 'all', 30, async () => []);
    await counted.json('categories', 'all', 30, async () => []);
    expect(lookups).toEqual(['categories:miss', 'categories:hit']);
  });

  it('drops every entry of an invalidated namespace and no other', async () => {
    await asText(cache.json('categories', 'all', 30, async () => ['old']));
    await asText(cache.json('site-content', 'all', 30, async () => ['kept']));
    await cache.invalidate('categories');
    expect(await asText(cache.json('categories', 'all', 30, async () => ['new']))).toEqual({
      body: '["new"]',
      hit: false,
    });
    expect(await asText(cache.json('site-content', 'all', 30, async () => ['reloaded']))).toEqual({
      body: '["kept"]',
      hit: true,
    });
  });

  it('never stores a value read before an invalidation that happened during the read', async () => {
    const slowStaleRead = cache.json('products', 'race', 30, async () => {
      await cache.invalidate('products');
      return ['stale'];
    });
    expect((await slowStaleRead).body.toString()).toBe('["stale"]');
    expect(await asText(cache.json('products', 'race', 30, async () => ['fresh']))).toEqual({
      body: '["fresh"]',
      hit: false,
    });
  });

  it('loads a read once for the requests that miss it together', async () => {
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return ['rendered once'];
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => asText(cache.json('pages', 'together', 30, load))),
    );
    expect(loads).toBe(1);
    expect(new Set(answers.map((answer) => answer.body))).toEqual(new Set(['["rendered once"]']));
  });

  it('never lets a read begun after a write wait for a load begun before it', async () => {
    let release: () => void = () => undefined;
    const before = cache.json('products', 'joined', 30, async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return ['before the write'];
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    await cache.invalidate('products');
    const after = cache.json('products', 'joined', 30, async () => ['after the write']);
    expect((await after).body.toString()).toBe('["after the write"]');
    release();
    expect((await before).body.toString()).toBe('["before the write"]');
  });

  it('falls back to the loader when Redis is unreachable', async () => {
    const deadRedis = createRedis('redis://127.0.0.1:9', { retryStrategy: () => null });
    deadRedis.on('error', () => undefined);
    const degraded = new ResponseCache(deadRedis, 'dead', logger);
    expect(await asText(degraded.json('products', 'x', 30, async () => [42]))).toEqual({
      body: '[42]',
      hit: false,
    });
    await expect(degraded.invalidate('products')).resolves.toBeUndefined();
    deadRedis.disconnect();
  });

  it('serves the last good answer, even one a write has dropped, while the owner is unavailable', async () => {
    await asText(cache.json('categories', 'outage', 30, async () => ['last good']));
    await cache.invalidate('categories');
    const outage = async (): Promise<never> => {
      throw new AppError('DEPENDENCY_UNAVAILABLE');
    };
    expect(await asText(cache.json('categories', 'outage', 30, outage))).toEqual({
      body: '["last good"]',
      hit: true,
    });
  });

  it('keeps last good answers for a bounded number of reads per namespace', async () => {
    const bounded = new ResponseCache(redis, env.prefix('cache-bounded'), logger, undefined, {
      staleReadsPerNamespace: 2,
    });
    for (const key of ['first', 'second', 'third']) {
      await bounded.json('products', key, 30, async () => [key]);
    }
    await bounded.invalidate('products');
    // a read that already keeps one has it replaced, also when the namespace is full
    await bounded.json('products', 'first', 30, async () => ['first, again']);
    await bounded.invalidate('products');
    const outage = async (): Promise<never> => {
      throw new AppError('DEPENDENCY_UNAVAILABLE');
    };
    expect(await asText(bounded.json('products', 'first', 30, outage))).toEqual({
      body: '["first, again"]',
      hit: true,
    });
    expect(await asText(bounded.json('products', 'second', 30, outage))).toEqual({
      body: '["second"]',
      hit: true,
    });
    await expect(bounded.json('products', 'third', 30, outage)).rejects.toMatchObject({
      code: 'DEPENDENCY_UNAVAILABLE',
    });
  });

  it('keeps last good answers for a bounded number of bytes per namespace', async () => {
    const prefix = env.prefix('cache-bytes');
    // room for two answers of 10 bytes ("xxxxxxxx" as JSON), not three
    const bounded = new ResponseCache(redis, prefix, logger, undefined, { staleBytesPerNamespace: 25 });
    for (const key of ['first', 'second', 'third']) {
      await bounded.json('categories', key, 30, async () => 'x'.repeat(8));
    }
    // a kept answer is replaced within the room it already has
    await bounded.invalidate('categories');
    await bounded.json('categories', 'first', 30, async () => 'y'.repeat(8));
    await bounded.invalidate('categories');
    const outage = async (): Promise<never> => {
      throw new AppError('DEPENDENCY_UNAVAILABLE');
    };
    expect(await asText(bounded.json('categories', 'first', 30, outage))).toEqual({
      body: `"${'y'.repeat(8)}"`,
      hit: true,
    });
    expect((await bounded.json('categories', 'second', 30, outage)).hit).toBe(true);
    await expect(bounded.json('categories', 'third', 30, outage)).rejects.toMatchObject({
      code: 'DEPENDENCY_UNAVAILABLE',
    });
    expect(Number(await redis.get(`${prefix}:cache-stale-bytes:categories`))).toBe(20);
  });

  it('keeps an answer that is not a last good answer only once it is asked again, from any replica', async () => {
    const prefix = env.prefix('cache-asked');
    const first = new ResponseCache(redis, prefix, logger, undefined, { staleReadsPerNamespace: 0 });
    const second = new ResponseCache(redis, prefix, logger, undefined, { staleReadsPerNamespace: 0 });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return [`load ${loads}`];
    };
    expect(await asText(first.json('products', 'list:search=once', 30, load))).toEqual({
      body: '["load 1"]',
      hit: false,
    });
    expect(await redis.hexists(`${prefix}:cache:products`, 'list:search=once')).toBe(0);
    expect(await asText(second.json('products', 'list:search=once', 30, load))).toEqual({
      body: '["load 2"]',
      hit: false,
    });
    expect(await asText(first.json('products', 'list:search=once', 30, load))).toEqual({
      body: '["load 2"]',
      hit: true,
    });
    expect(loads).toBe(2);
  });

  it('writes nothing to Redis for a one-off read once the last good answers have used their bytes', async () => {
    const prefix = env.prefix('cache-bytes-full');
    // room for one answer of 10 bytes ("xxxxxxxx" as JSON), then the namespace is full in bytes
    const bounded = new ResponseCache(redis, prefix, logger, undefined, { staleBytesPerNamespace: 10 });
    await bounded.json('products', 'list:first', 30, async () => 'x'.repeat(8));
    expect(await redis.hexists(`${prefix}:cache:products`, 'list:first')).toBe(1);
    await bounded.json('products', 'list:once', 30, async () => 'y'.repeat(8));
    expect(await redis.hexists(`${prefix}:cache:products`, 'list:once')).toBe(0);
    expect(await redis.hexists(`${prefix}:cache-stale:products`, 'list:once')).toBe(0);
    // asked again, it is an answer worth keeping
    await bounded.json('products', 'list:once', 30, async () => 'y'.repeat(8));
    expect(await redis.hexists(`${prefix}:cache:products`, 'list:once')).toBe(1);
  });

  it('passes an outage on when it has no earlier answer, and never hides an ordinary error', async () => {
    await expect(
      cache.json('categories', 'never-read', 30, async () => {
        throw new AppError('DEPENDENCY_UNAVAILABLE');
      }),
    ).rejects.toMatchObject({ code: 'DEPENDENCY_UNAVAILABLE' });
    await asText(cache.json('products', 'id:9', 30, async () => ({ id: 9 })));
    await cache.invalidate('products');
    await expect(
      cache.json('products', 'id:9', 30, async () => {
        throw new AppError('PRODUCT_NOT_FOUND');
      }),
    ).rejects.toMatchObject({ code: 'PRODUCT_NOT_FOUND' });
  });

  it('keeps answers in each replica and drops them in every replica when one of them invalidates', async () => {
    const prefix = env.prefix('replicas');
    const first = new ResponseCache(redis, prefix, logger);
    const second = new ResponseCache(redis, prefix, logger);
    first.listen();
    second.listen();
    try {
      let loads = 0;
      const load = async () => {
        loads += 1;
        return [`version ${loads}`];
      };
      // Once both replicas hear the channel, their answers stay in the process: a value removed from
      // Redis behind their back is still served by both.
      await expect
        .poll(async () => {
          await first.json('products', 'list', 30, load);
          await second.json('products', 'list', 30, load);
          await redis.del(`${prefix}:cache:products`);
          return (await first.json('products', 'list', 30, load)).hit &&
            (await second.json('products', 'list', 30, load)).hit
            ? 'kept in both'
            : 'not yet';
        })
        .toBe('kept in both');
      await second.invalidate('products');
      await expect.poll(async () => (await asText(first.json('products', 'list', 30, load))).hit).toBe(false);
      const fresh = await asText(first.json('products', 'list', 30, load));
      expect(await asText(second.json('products', 'list', 30, load))).toEqual(fresh);
    } finally {
      first.close();
      second.close();
    }
  });
});
