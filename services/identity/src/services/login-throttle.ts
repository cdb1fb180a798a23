import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '@hiti/service-kit';

export interface LoginThrottleOptions {
  redis: FastifyInstance['redis'];
  prefix: string;
  /** Failed attempts allowed per username from one client address inside one window. */
  maxFailures: number;
  /** Failed attempts allowed per username from all addresses together inside one window. */
  maxAccountFailures: number;
  windowMs: number;
  log: FastifyBaseLogger;
}

/** A Redis counter that falls back to an in-process one while Redis cannot answer. */
function insuredLimiter(options: LoginThrottleOptions, name: string, points: number): RateLimiterRedis {
  const duration = Math.max(1, Math.ceil(options.windowMs / 1000));
  return new RateLimiterRedis({
    storeClient: options.redis,
    keyPrefix: `${options.prefix}:identity:${name}`,
    points,
    duration,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points, duration }),
  });
}

const digest = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * Login throttle that an attacker cannot turn against the account's owner: each username has
 * `maxFailures` attempts per window from each client address, and a much higher `maxAccountFailures`
 * from all addresses together (a lock-out then needs many addresses, each also limited by the gateway).
 * A successful login clears its address's count. While Redis is down the counts are kept in process.
 */
export class LoginThrottle {
  private readonly perAddress: RateLimiterRedis;
  private readonly perAccount: RateLimiterRedis;

  constructor(private readonly options: LoginThrottleOptions) {
    this.perAddress = insuredLimiter(options, 'login-failures', options.maxFailures);
    this.perAccount = insuredLimiter(options, 'login-failures-account', options.maxAccountFailures);
  }

  private keys(usernameKey: string, address: string) {
    const account = digest(usernameKey);
    return { account, pair: `${account}:${digest(address)}` };
  }

  /** Counts an attempt before it is checked (parallel guesses cannot slip past); RATE_LIMITED when none are left. */
  async attempt(usernameKey: string, address: string): Promise<void> {
    const keys = this.keys(usernameKey, address);
    try {
      await this.perAddress.consume(keys.pair);
      await this.perAccount.consume(keys.account);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      this.options.log.warn({ address }, 'login attempts throttled for this account');
      throw new AppError('RATE_LIMITED');
    }
  }

  async succeeded(usernameKey: string, address: string): Promise<void> {
    const keys = this.keys(usernameKey, address);
    await Promise.all([this.perAddress.delete(keys.pair), this.perAccount.reward(keys.account)]).catch(
      (error: unknown) => this.options.log.warn({ err: error }, 'login throttle could not be cleared'),
    );
  }
}
