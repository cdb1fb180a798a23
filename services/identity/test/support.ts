import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { testEnv } from '@hiti/local/test-env';
import { INTERNAL_HEADERS, type Caller } from '@hiti/contracts';
import { loadConfig } from '@hiti/service-kit';
import { buildApp } from '../src/app';
import { identityEnvSchema } from '../src/config';

export const env = testEnv();

/** An identity service on its own database and Redis prefix. */
export function startIdentity(
  database: string,
  extra: Record<string, string> = {},
  logger?: FastifyServerOptions['logger'],
): Promise<FastifyInstance> {
  const config = loadConfig(identityEnvSchema, {
    PORT: '0',
    LOG_LEVEL: 'silent',
    INTERNAL_TOKEN: env.internalToken,
    SECOND_FACTOR_KEY: env.secondFactorKey,
    MONGO_URL: env.mongoUri,
    MONGO_DB: env.dbName(database),
    REDIS_URL: env.redisUrl,
    REDIS_PREFIX: env.prefix(database),
    ...extra,
  });
  return buildApp({ config, logger });
}

/** Headers of a gateway call made on behalf of `caller`. */
export function internalHeaders(caller?: Caller): Record<string, string> {
  return {
    [INTERNAL_HEADERS.token]: env.internalToken,
    ...(caller
      ? {
          [INTERNAL_HEADERS.userId]: String(caller.id),
          [INTERNAL_HEADERS.userRole]: caller.role,
          [INTERNAL_HEADERS.username]: caller.username,
        }
      : {}),
  };
}

export const firstAdmin: Caller = { id: 1, username: 'admin', role: 'super_admin' };
