import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { describeServiceBasics, testEnv } from '@hiti/local/test-env';
import { loadConfig } from '@hiti/service-kit';
import { buildApp } from '../src/app';
import { mediaEnvSchema } from '../src/config';

const env = testEnv();
let app: FastifyInstance;

beforeAll(async () => {
  const config = loadConfig(mediaEnvSchema, {
    PORT: '0',
    INTERNAL_TOKEN: env.internalToken,
    MONGO_URL: env.mongoUri,
    MONGO_DB: env.dbName('media_health'),
    REDIS_URL: env.redisUrl,
    S3_ENDPOINT: env.s3.endpoint,
    S3_ACCESS_KEY: env.s3.accessKey,
    S3_SECRET_KEY: env.s3.secretKey,
    S3_BUCKET: env.bucket('media-health'),
  });
  app = await buildApp({ config });
});

afterAll(async () => {
  await app.close();
});

describeServiceBasics('media', () => app, env.internalToken);
