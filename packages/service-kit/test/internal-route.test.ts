import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { SUPER_ADMIN_ROLES, idParamsSchema, internalRoute, languageQueryFields } from '@hiti/contracts';
import { ServiceClient, createApp, serveRoute } from '../src';

const token = 'internal-token-for-route-tests';
const noteSchema = z.object({ id: z.number(), text: z.string() });

const routes = {
  getNote: internalRoute({
    method: 'GET',
    path: '/notes/:id',
    params: idParamsSchema,
    query: z.strictObject(languageQueryFields),
    response: z.object({ id: z.number(), text: z.object({ mk: z.string(), al: z.string() }) }),
    localizedResponse: noteSchema,
  }),
  renameNote: internalRoute({
    method: 'PATCH',
    path: '/notes/:id',
    params: idParamsSchema,
    body: z.strictObject({ text: z.string().min(1) }),
    response: noteSchema,
    roles: SUPER_ADMIN_ROLES,
    forbidden: 'CONTENT_FORBIDDEN',
  }),
  forgetNote: internalRoute({
    method: 'DELETE',
    path: '/notes/:id',
    params: idParamsSchema,
  }),
};

let service: FastifyInstance;
let client: ServiceClient;
const superAdmin = { id: 1, role: 'super_admin', username: 'root' } as const;
const manager = { id: 2, role: 'product_manager', username: 'ana' } as const;

beforeAll(async () => {
  service = createApp({ service: 'notes', internalToken: token });
  // Like a service's routes: registered once the kit's plugins are in place.
  await service.after();
  serveRoute(service, routes.getNote, async ({ params, query }) => {
    const text = { mk: `белешка ${params.id}`, al: `shënim ${params.id}` };
    return query.lang ? { id: params.id, text: text[query.lang] } : { id: params.id, text };
  });
  // Answers a field outside the contract, which must not leave the service.
  serveRoute(service, routes.renameNote, async ({ params, body, caller }) => ({
    id: params.id,
    text: `${body.text} (${caller.username})`,
    secret: 'kept inside',
  }));
  serveRoute(service, routes.forgetNote, async () => undefined);
  await service.listen({ host: '127.0.0.1', port: 0 });
  const { port } = service.server.address() as AddressInfo;
  client = new ServiceClient('notes', `http://127.0.0.1:${port}`, token);
});

afterAll(async () => {
  await client.close();
  await service.close();
});

describe('routes described in contracts', () => {
  it('answers in both languages without a lang and in one with it, each parsed by its schema', async () => {
    const both = await client.request(routes.getNote, { params: { id: 4 } });
    expect(both.text.al).toBe('shënim 4');
    const one = await client.request(routes.getNote, { params: { id: 4 }, query: { lang: 'mk' } });
    expect(one).toEqual({ id: 4, text: 'белешка 4' });
  });

  it('validates params and body with the route schemas', async () => {
    await expect(
      client.request(routes.renameNote, { params: { id: 4 }, body: { text: '' }, caller: superAdmin }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'text' }] });
    const response = await service.inject({
      method: 'GET',
      url: '/notes/abc',
      headers: { 'x-internal-token': token },
    });
    expect(response.statusCode).toBe(400);
  });

  it('lets only the roles of a staff route through, with its own forbidden error', async () => {
    const call = { params: { id: 4 }, body: { text: 'new' } };
    await expect(client.request(routes.renameNote, call)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(client.request(routes.renameNote, { ...call, caller: manager })).rejects.toMatchObject({
      code: 'CONTENT_FORBIDDEN',
    });
    await expect(client.request(routes.renameNote, { ...call, caller: superAdmin })).resolves.toEqual({
      id: 4,
      text: 'new (root)',
    });
  });

  it('sends only what the response schema holds, and 204 for a route without one', async () => {
    const response = await service.inject({
      method: 'PATCH',
      url: '/notes/5',
      headers: {
        'x-internal-token': token,
        'x-user-id': '1',
        'x-user-role': 'super_admin',
        'x-username': 'root',
      },
      payload: { text: 'x' },
    });
    expect(response.json()).toEqual({ id: 5, text: 'x (root)' });
    const forgotten = await client.exchange(routes.forgetNote, { params: { id: 5 } });
    expect(forgotten).toEqual({ status: 204, data: undefined });
  });

  it('keeps the table of routes and roles', () => {
    expect(service.routeRoles).toEqual(
      expect.arrayContaining([
        { method: 'GET', url: '/notes/:id', roles: 'public' },
        { method: 'PATCH', url: '/notes/:id', roles: ['super_admin'] },
        { method: 'DELETE', url: '/notes/:id', roles: 'public' },
      ]),
    );
  });
});
