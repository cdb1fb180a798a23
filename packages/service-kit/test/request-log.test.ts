import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createApp } from '../src';

const lines: Array<Record<string, unknown>> = [];
let app: FastifyInstance;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  app = createApp({ service: 'probe', logger: { level: 'info', stream } });
  app.post('/things', async (_request, reply) => reply.status(201).send({ ok: true }));
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

describe('request log', () => {
  it('writes one line per answered request, with its method, path, status and time', async () => {
    lines.length = 0;
    await app.inject({
      method: 'POST',
      url: '/things?x=1',
      payload: {},
      headers: { 'x-request-id': 'log-1' },
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'request completed',
      reqId: 'log-1',
      req: { method: 'POST', url: '/things?x=1' },
      res: { statusCode: 201 },
      responseTime: expect.any(Number),
    });
  });

  it('writes none for a route that logs nothing (health checks)', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/health/live' });
    expect(lines).toEqual([]);
  });
});
