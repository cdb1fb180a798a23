import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { AppError } from '@hiti/service-kit';

/** Counts the attempt first (so parallel guesses cannot slip past the check), starting the window on the first. */
const COUNT_ATTEMPT = `
local attempts = redis.call('INCR', KEYS[1])
if attempts == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return attempts`;

export interface LoginThrottleOptions {
  redis: FastifyInstance['redis'];
  prefix: string;
  /** Failed attempts allowed per username inside one window. */
  maxFailures: number;
  windowMs: number;
  log: FastifyBaseLogger;
}

/**
 * Per-account login throttle: at most `maxFailures` failed attempts per username (known or not) per window,
 * then 429 without checking the password. A successful login clears the count. A Redis outage lets logins
 * through rather than locking every admin out.
 */
export class LoginThrottle {
  constructor(private readonly options: LoginThrottleOptions) {}

  private key(usernameKey: string): string {
    const digest = createHash('sha256').update(usernameKey).digest('base64url');
    return `${this.options.prefix}:identity:login-failures:${digest}`;
  }

  /** Records an attempt; throws RATE_LIMITED when this username has no attempts left. */
  async attempt(usernameKey: string): Promise<void> {
    let attempts: number;
    try {
      attempts = Number(
        await this.options.redis.eval(COUNT_ATTEMPT, 1, this.key(usernameKey), this.options.windowMs),
      );
    } catch (error) {
      this.options.log.warn({ err: error }, 'login throttle unavailable; attempt not counted');
      return;
    }
    if (attempts > this.options.maxFailures) throw new AppError('RATE_LIMITED');
  }

  async succeeded(usernameKey: string): Promise<void> {
    await this.options.redis.del(this.key(usernameKey)).catch((error: unknown) => {
      this.options.log.warn({ err: error }, 'login throttle could not be cleared');
    });
  }
}
