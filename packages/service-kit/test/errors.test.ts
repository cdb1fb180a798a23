import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, createApp, parseInput } from '../src';

function appWithRoutes() {
  const app = createApp({ service: 'test' });
  app.post('/validated', async (request) =>
    parseInput(z.strictObject({ name: z.string().min(2) }), request.body),
  );
  app.get('/conflict', async () => {
    throw new AppError('CATEGORY_NAME_TAKEN');
  });
  app.get('/boom', async () => {
    throw new Error('secret internals at /srv/app.ts:12');
  });
  app.get('/db-down', async () => {
    const error = new Error('connect ECONNREFUSED 127.0.0.1:27017') as Error & { code: string };
    error.code = 'ECONNREFUSED';
    throw error;
  });
  return app;
}

describe('the one error shape', () => {
  it('answers invalid input with 400 and per-field details', async () => {
    const app = appWithRoutes();
    const response = await app.inject({
      method: 'POST',
      url: '/validated',
      payload: { name: 'x', extra: 1 },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: { code: string; details: { path: string }[] } }>();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.details.map((detail) => detail.path).sort()).toEqual(['(root)', 'name']);
  });

  it('answers malformed JSON with 400 MALFORMED_BODY', async () => {
    const app = appWithRoutes();
    const response = await app.inject({
      method: 'POST',
      url: '/validated',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'MALFORMED_BODY' } });
  });

  it('uses the status of the catalogue for a coded error', async () => {
    const response = await appWithRoutes().inject({ method: 'GET', url: '/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 'CATEGORY_NAME_TAKEN', message: 'A category with this name already exists.' },
    });
  });

  it('never shows internals of an unexpected error', async () => {
    const response = await appWithRoutes().inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret internals');
    expect(response.json()).toMatchObject({ error: { code: 'INTERNAL' } });
  });

  it('answers 503 when a dependency is down', async () => {
    const response = await appWithRoutes().inject({ method: 'GET', url: '/db-down' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ error: { code: 'DEPENDENCY_UNAVAILABLE' } });
  });

  it('answers an unknown route with 404 and echoes the request id', async () => {
    const response = await appWithRoutes().inject({
      method: 'GET',
      url: '/nowhere',
      headers: { 'x-request-id': 'req-123' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-request-id']).toBe('req-123');
    expect(response.json()).toMatchObject({ error: { code: 'ROUTE_NOT_FOUND' } });
  });
});
