import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { describeServiceBasics, testEnv } from '@hiti/local/test-env';
import { loadConfig } from '@hiti/service-kit';
import { buildApp } from '../src/app';
import { identityEnvSchema } from '../src/config';

const env = testEnv();
let app: FastifyInstance;

beforeAll(async () => {
  const config = loadConfig(identityEnvSchema, {
    PORT: '0',
    INTERNAL_TOKEN: env.internalToken,
    SECOND_FACTOR_KEY: env.secondFactorKey,
    MONGO_URL: env.mongoUri,
    MONGO_DB: env.dbName('identity_health'),
    REDIS_URL: env.redisUrl,
  });
  app = await buildApp({ config });
});

afterAll(async () => {
  await app.close();
});

describeServiceBasics('identity', () => app, env.internalToken);
