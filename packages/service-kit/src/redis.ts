import { Redis, type RedisOptions } from 'ioredis';

/**
 * A Redis connection. `forWorkers` connections never give up on a command (BullMQ's requirement);
 * the others fail fast so a Redis outage degrades instead of hanging requests.
 */
export function createRedis(url: string, options: { forWorkers?: boolean } & RedisOptions = {}): Redis {
  const { forWorkers, ...rest } = options;
  return new Redis(url, {
    lazyConnect: false,
    enableOfflineQueue: forWorkers ?? false,
    maxRetriesPerRequest: forWorkers ? null : 1,
    // A Redis that hangs (frozen, not closed) fails a command after this long instead of holding the request.
    ...(forWorkers ? {} : { commandTimeout: 1000 }),
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    ...rest,
  });
}

/** Resolves once the connection is ready, or after `timeoutMs` (the caller then runs degraded). */
export function redisReady(redis: Redis, timeoutMs = 5000): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      redis.off('ready', onReady);
      resolve(false);
    }, timeoutMs);
    const onReady = () => {
      clearTimeout(timer);
      resolve(true);
    };
    redis.once('ready', onReady);
  });
}
