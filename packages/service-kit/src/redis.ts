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
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    ...rest,
  });
}
