import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createApp } from '../src';

let app: FastifyInstance;

afterEach(async () => {
  await app.close();
});

interface Readiness {
  status: string;
  dependencies: Record<string, { status: string }>;
  watched: Record<string, { status: string; error?: string }>;
}

async function readiness(): Promise<{ statusCode: number; body: Readiness }> {
  const response = await app.inject({ method: 'GET', url: '/health/ready' });
  return { statusCode: response.statusCode, body: response.json<Readiness>() };
}

describe('health', () => {
  it('is ready while a watched dependency is down, and reports it', async () => {
    app = createApp({ service: 'probe' });
    await app.after();
    app.addHealthCheck('mongo', async () => undefined);
    app.addDependencyWatch('smtp', async () => {
      throw new Error('connection refused');
    });
    await app.ready();

    await expect.poll(async () => (await readiness()).body.watched.smtp?.status).toBe('down');
    const { statusCode, body } = await readiness();
    expect(statusCode).toBe(200);
    expect(body.dependencies).toEqual({ mongo: { status: 'up' } });
    expect(body.watched.smtp).toMatchObject({ status: 'down', error: 'connection refused' });
  });

  it('is not ready when one of its own dependencies is down', async () => {
    app = createApp({ service: 'probe' });
    await app.after();
    app.addHealthCheck('redis', async () => {
      throw new Error('ECONNREFUSED');
    });
    app.addDependencyWatch('s3', async () => undefined);
    await app.ready();

    const { statusCode, body } = await readiness();
    expect(statusCode).toBe(503);
    expect(body).toMatchObject({ status: 'not ready', dependencies: { redis: { status: 'down' } } });
    const live = await app.inject({ method: 'GET', url: '/health/live' });
    expect(live.statusCode).toBe(200);
  });

  it('never runs a watched check on a probe', async () => {
    let watchedCalls = 0;
    app = createApp({ service: 'probe' });
    await app.after();
    app.addDependencyWatch('smtp', async () => {
      watchedCalls += 1;
    });
    await app.ready();
    await expect.poll(() => watchedCalls).toBe(1);
    for (let probe = 0; probe < 5; probe += 1) await readiness();
    expect(watchedCalls).toBe(1);
  });
});
