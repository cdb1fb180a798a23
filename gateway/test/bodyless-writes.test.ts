import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from './support/login';
import { startTestSystem, type TestSystem } from './support/system';

// A client may send its JSON content type on every write, those without a body included: the content type
// is one of the two ways a write passes the CSRF rule.
const jsonWithoutBody = { 'content-type': 'application/json' };

let system: TestSystem;
let admin: string;

beforeAll(async () => {
  system = await startTestSystem({ services: ['identity', 'catalog'] });
  admin = await loginAs(system, 'super_admin');
});

afterAll(async () => {
  await system?.close();
});

describe('writes without a body, sent with the JSON content type', () => {
  it('POST /api/auth/logout ends the session', async () => {
    const cookie = await loginAs(system, 'product_manager');
    const logout = await system.gateway.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...jsonWithoutBody, cookie },
    });
    expect(logout.statusCode, logout.body).toBe(200);
    const check = await system.gateway.inject({ method: 'GET', url: '/api/auth/check', headers: { cookie } });
    expect(check.json()).toEqual({ authenticated: false, role: null });
  });

  it('DELETE /api/categories/{id} deletes the category', async () => {
    const created = await system.gateway.inject({
      method: 'POST',
      url: '/api/categories',
      headers: { ...jsonWithoutBody, cookie: admin },
      payload: { name: { mk: 'Без тело', al: 'Pa trup' }, description: { mk: 'опис', al: '' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    const removed = await system.gateway.inject({
      method: 'DELETE',
      url: `/api/categories/${id}`,
      headers: { ...jsonWithoutBody, cookie: admin },
    });
    expect(removed.statusCode, removed.body).toBe(204);
    const list = await system.gateway.inject({ method: 'GET', url: '/api/categories' });
    expect(list.json<{ id: number }[]>().map((category) => category.id)).not.toContain(id);
  });

  it('a write that needs a body still says which fields are missing', async () => {
    const response = await system.gateway.inject({
      method: 'POST',
      url: '/api/categories',
      headers: { ...jsonWithoutBody, cookie: admin },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });
});
