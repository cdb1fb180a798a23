import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startSmtpSink, type StartedSmtpSink } from '@hiti/local';
import { testEnv } from '@hiti/local/test-env';
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

describe('notify health and internal access', () => {
  it('reports every dependency as up', async () => {
    // Connections open in the background after start-up; readiness turns green once they have.
    let response = await app.inject({ method: 'GET', url: '/health/ready' });
    for (let tries = 0; response.statusCode !== 200 && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      response = await app.inject({ method: 'GET', url: '/health/ready' });
    }
    expect(response.statusCode).toBe(200);
    const dependencies = response.json<{ dependencies: Record<string, { status: string }> }>().dependencies;
    expect(Object.keys(dependencies).length).toBeGreaterThanOrEqual(2);
    for (const dependency of Object.values(dependencies)) expect(dependency.status).toBe('up');
  });

  it('answers only calls that carry the internal token', async () => {
    const response = await app.inject({ method: 'GET', url: '/anything' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });

  it('answers an unknown route with 404 in the one error shape', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/no-such-route',
      headers: { 'x-internal-token': env.internalToken },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'ROUTE_NOT_FOUND', message: expect.any(String) },
    });
  });
});
