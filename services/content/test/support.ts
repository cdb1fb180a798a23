import type { FastifyInstance } from 'fastify';
import type { testEnv } from '@hiti/local/test-env';
import { loadConfig } from '@hiti/service-kit';
import type { Role } from '@hiti/contracts';
import { buildApp } from '../src/app';
import { contentEnvSchema } from '../src/config';

export type TestEnv = ReturnType<typeof testEnv>;

/** Builds the content service on the test dependencies, on the given database and Redis prefix. */
export function startContent(
  env: TestEnv,
  names: { db: string; prefix: string },
  extra: { SEED_DEMO?: 'true' | 'false' } = {},
): Promise<FastifyInstance> {
  const config = loadConfig(contentEnvSchema, {
    PORT: '0',
    LOG_LEVEL: 'silent',
    INTERNAL_TOKEN: env.internalToken,
    MONGO_URL: env.mongoUri,
    MONGO_DB: names.db,
    REDIS_URL: env.redisUrl,
    REDIS_PREFIX: names.prefix,
    ...extra,
  });
  return buildApp({ config });
}

/** Headers of an internal call, made on behalf of an admin with the role when one is given. */
export function internalHeaders(env: TestEnv, role?: Role): Record<string, string> {
  const headers: Record<string, string> = { 'x-internal-token': env.internalToken };
  if (role) {
    headers['x-user-id'] = role === 'super_admin' ? '1' : '2';
    headers['x-user-role'] = role;
    headers['x-username'] = role === 'super_admin' ? 'admin' : 'manager';
  }
  return headers;
}
