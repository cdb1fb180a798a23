import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { withTimeout } from '@hiti/service-kit';

interface Count {
  current: number;
  ttl: number;
}

/** Counts one request in a window that starts with the first one (as the rate-limit plugin's own Redis store). */
const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {current, redis.call('PTTL', KEYS[1])}`;

/** Addresses counted in one process per route; the oldest make room (a flood of addresses cannot grow it). */
const MAX_LOCAL_KEYS = 20_000;

/** Per-address counts kept in this process, bounded in keys. */
class InProcessCounts {
  private readonly windows = new Map<string, { current: number; endsAt: number }>();

  increment(key: string, timeWindowMs: number, now = Date.now()): Count {
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { current: 0, endsAt: now + timeWindowMs };
      this.windows.delete(key);
      this.windows.set(key, window);
    }
    window.current += 1;
    for (const [oldest] of this.windows) {
      if (this.windows.size <= MAX_LOCAL_KEYS) break;
      this.windows.delete(oldest);
    }
    return { current: window.current, ttl: window.endsAt - now };
  }
}

/** The route a child store counts for, as the rate-limit plugin passes it. */
function routeOf(options: unknown): string {
  const info = (options as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
  return `${String(info?.method ?? '')}${String(info?.url ?? '')}-`;
}

/**
 * A rate-limit store that cannot fail open: every request is counted in Redis (shared by the replicas) and
 * in this process; the answer is the higher of the two, and only this process's count while Redis is down
 * or slower than `deadlineMs`. So a limit holds per replica through a Redis outage, and from every replica
 * together otherwise.
 */
export function insuredRateLimitStore(
  redis: Redis,
  keyPrefix: string,
  deadlineMs: number,
): FastifyRateLimitStoreCtor {
  class InsuredStore implements FastifyRateLimitStore {
    private readonly local = new InProcessCounts();

    constructor(
      _options: unknown,
      private readonly prefix = keyPrefix,
    ) {}

    incr(key: string, callback: (error: Error | null, result?: Count) => void, timeWindow: number): void {
      const local = this.local.increment(key, timeWindow);
      withTimeout(
        redis.eval(INCREMENT, 1, `${this.prefix}${key}`, timeWindow),
        deadlineMs,
        'rate-limit count',
      ).then(
        (answer) => {
          const [current, ttl] = answer as [number, number];
          callback(null, current >= local.current ? { current, ttl } : local);
        },
        () => callback(null, local),
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      return new InsuredStore(routeOptions, `${this.prefix}${routeOf(routeOptions)}`);
    }
  }
  return InsuredStore;
}
