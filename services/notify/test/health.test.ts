import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startSmtpSink, type StartedSmtpSink } from '@hiti/local';
import { describeServiceBasics, testEnv } from '@hiti/local/test-env';
import { loadConfig } from '@hiti/service-kit';
import { buildApp } from '../src/app';
import { notifyEnvSchema } from '../src/config';

const env = testEnv();
let app: FastifyInstance;
let sink: StartedSmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  const config = loadConfig(notifyEnvSchema, {
    PORT: '0',
    INTERNAL_TOKEN: env.internalToken,
    MONGO_URL: env.mongoUri,
    MONGO_DB: env.dbName('notify_health'),
    REDIS_URL: env.redisUrl,
    SMTP_URL: sink.url,
  });
  app = await buildApp({ config });
});

afterAll(async () => {
  await app.close();
  await sink.stop();
});

describeServiceBasics('notify', () => app, env.internalToken);

describe('notify metrics', () => {
  it('reports the mail queue by state', async () => {
    const response = await app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/hiti_mail_queue_jobs\{state="waiting",service="notify"\} \d+/);
    expect(response.body).toContain('http_request_duration_seconds');
  });
});
