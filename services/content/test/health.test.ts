import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { describeServiceBasics, testEnv } from '@hiti/local/test-env';
import { loadConfig } from '@hiti/service-kit';
import { buildApp } from '../src/app';
import { contentEnvSchema } from '../src/config';

const env = testEnv();
let app: FastifyInstance;

beforeAll(async () => {
  const config = loadConfig(contentEnvSchema, {
    PORT: '0',
    INTERNAL_TOKEN: env.internalToken,
    MONGO_URL: env.mongoUri,
    MONGO_DB: env.dbName('content_health'),
    REDIS_URL: env.redisUrl,
  });
  app = await buildApp({ config });
});

afterAll(async () => {
  await app.close();
});

describeServiceBasics('content', () => app, env.internalToken);
