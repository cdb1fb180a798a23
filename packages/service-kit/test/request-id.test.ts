import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { INTERNAL_HEADERS } from '@hiti/contracts';
import { createApp } from '../src';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
let app: FastifyInstance;

beforeAll(async () => {
  app = createApp({ service: 'probe' });
  app.get('/probe', async (request) => ({ id: request.id }));
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

async function idFor(sent?: string): Promise<{ handled: string; answered: unknown }> {
  const response = await app.inject({
    method: 'GET',
    url: '/probe',
    headers: sent === undefined ? {} : { [INTERNAL_HEADERS.requestId]: sent },
  });
  return {
    handled: response.json<{ id: string }>().id,
    answered: response.headers[INTERNAL_HEADERS.requestId],
  };
}

describe('request id', () => {
  it('keeps a well-formed id the call arrived with, in the handler and in the answer', async () => {
    for (const sent of ['req-1', 'A.b_c-9', 'x'.repeat(64), '7c9e6679-7425-40de-944b-e07fc1f90ae7']) {
      expect(await idFor(sent)).toEqual({ handled: sent, answered: sent });
    }
  });

  it('makes a new id when none is sent', async () => {
    const { handled, answered } = await idFor();
    expect(handled).toMatch(UUID);
    expect(answered).toBe(handled);
  });

  it('replaces an id that is too long or carries other characters', async () => {
    for (const sent of ['x'.repeat(65), 'a b', 'id;drop', '<script>', 'ид-1', '']) {
      const { handled, answered } = await idFor(sent);
      expect(handled, sent).toMatch(UUID);
      expect(answered, sent).toBe(handled);
    }
  });
});
