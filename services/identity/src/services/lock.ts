import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { AppError } from '@hiti/service-kit';

type Redis = FastifyInstance['redis'];

const RELEASE_SCRIPT = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end`;

export interface LockOptions {
  /** How long the lock lives if its holder dies before releasing it. */
  ttlMs?: number;
  /** How long to wait for the lock before giving up with 503. */
  waitMs?: number;
}

/**
 * Runs `work` while holding a Redis lock, so checks like "is this the last super admin?" and the write
 * they guard cannot interleave with another instance's.
 */
export async function withLock<T>(
  redis: Redis,
  key: string,
  work: () => Promise<T>,
  options: LockOptions = {},
): Promise<T> {
  const token = randomUUID();
  const ttlMs = options.ttlMs ?? 10_000;
  const deadline = Date.now() + (options.waitMs ?? 5_000);
  while ((await redis.set(key, token, 'PX', ttlMs, 'NX')) !== 'OK') {
    if (Date.now() > deadline) throw new AppError('DEPENDENCY_UNAVAILABLE');
    await sleep(20);
  }
  try {
    return await work();
  } finally {
    await redis.eval(RELEASE_SCRIPT, 1, key, token);
  }
}
