import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPageSchema, type BilingualCategory } from '@hiti/contracts';
import { loginAs } from './support/login';
import { startTestSystem, type TestSystem } from './support/system';

let system: TestSystem;
let adminCookie: string;

beforeAll(async () => {
  system = await startTestSystem({ services: ['catalog', 'identity'] });
  adminCookie = await loginAs(system, 'super_admin');
});

afterAll(async () => {
  await system.close();
});

const cacheKey = (name: string) => `${system.names.prefix}:${name}:categories`;

function write(method: 'POST' | 'PATCH', url: string, payload: object) {
  return system.gateway.inject({
    method,
    url,
    headers: { 'content-type': 'application/json', cookie: adminCookie },
    payload,
  });
}

async function fillCache(): Promise<void> {
  expect((await system.gateway.inject({ method: 'GET', url: '/api/categories' })).statusCode).toBe(200);
  expect(await system.gateway.redis.hlen(cacheKey('cache'))).toBeGreaterThan(0);
}

async function categoryAudit() {
  const response = await system.gateway.inject({
    method: 'GET',
    url: '/api/audit?entity=category&pageSize=100',
    headers: { cookie: adminCookie },
  });
  return auditPageSchema.parse(response.json()).items;
}

describe('a staff write', () => {
  it('drops the cached reads it makes stale and records the change under the admin', async () => {
    await fillCache();
    const generation = Number(await system.gateway.redis.get(cacheKey('cache-gen')));
    const response = await write('POST', '/api/categories', { name: { mk: 'Шпорети' } });
    expect(response.statusCode).toBe(201);
    const created = response.json<BilingualCategory>();
    expect(await system.gateway.redis.hlen(cacheKey('cache'))).toBe(0);
    // The catalog's event of the write may drop the namespace once more.
    expect(Number(await system.gateway.redis.get(cacheKey('cache-gen')))).toBeGreaterThan(generation);
    expect(await categoryAudit()).toContainEqual(
      expect.objectContaining({
        action: 'create',
        entityId: String(created.id),
        actor: expect.objectContaining({ role: 'super_admin' }),
        before: null,
        after: expect.objectContaining({ id: created.id }),
      }),
    );
  });

  it('that the service refuses drops nothing and records nothing', async () => {
    await fillCache();
    const generation = await system.gateway.redis.get(cacheKey('cache-gen'));
    const entries = (await categoryAudit()).length;
    const response = await write('PATCH', '/api/categories/999999', { name: { mk: 'Нема' } });
    expect(response.statusCode).toBe(404);
    expect(await system.gateway.redis.hlen(cacheKey('cache'))).toBeGreaterThan(0);
    expect(await system.gateway.redis.get(cacheKey('cache-gen'))).toBe(generation);
    expect(await categoryAudit()).toHaveLength(entries);
  });
});
