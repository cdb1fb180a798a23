import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityRoutes, type Store, type StoreInputFields } from '@hiti/contracts';
import { loginAs } from './support/login';
import { startTestSystem, type TestSystem } from './support/system';

let system: TestSystem;
let adminCookie: string;
let managerCookie: string;

beforeAll(async () => {
  system = await startTestSystem({ services: ['content', 'identity'] });
  adminCookie = await loginAs(system, 'super_admin');
  managerCookie = await loginAs(system, 'product_manager');
});

afterAll(async () => {
  await system.close();
});

const weekday = [{ opens: '09:00', closes: '19:00' }];
const input: StoreInputFields = {
  name: { mk: 'Хити Камина Куманово', al: 'Hiti Kamina Kumanovë' },
  street: { mk: 'ул. Октомвриска револуција 8', al: 'rr. Revolucioni i Tetorit 8' },
  city: { mk: 'Куманово', al: 'Kumanovë' },
  postalCode: '1300',
  phone: '+389 31 412 808',
  email: 'kumanovo@example.mk',
  whatsapp: '+389 72 412 808',
  hours: {
    monday: weekday,
    tuesday: weekday,
    wednesday: weekday,
    thursday: weekday,
    friday: weekday,
    saturday: [{ opens: '09:00', closes: '15:00' }],
    sunday: [],
  },
  exceptions: [{ date: '2026-12-31', hours: [{ opens: '09:00', closes: '14:00' }] }],
  latitude: 42.1354,
  longitude: 21.7146,
};

const write = (method: 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  system.gateway.inject({
    method,
    url,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

async function publicList(): Promise<Store[]> {
  const response = await system.gateway.inject({ method: 'GET', url: '/api/stores' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-cache');
  return response.json<Store[]>();
}

async function auditOf(entityId: number) {
  const page = await system.gateway.services.identity.request(identityRoutes.listAudit, {
    query: { entity: 'store', pageSize: 100 },
    caller: { id: 1, username: 'admin', role: 'super_admin' },
  });
  return page.items.filter((entry) => entry.entityId === String(entityId));
}

describe('/api/stores', () => {
  it('lists a store a super admin adds on the very next read, and audits every write', async () => {
    expect(await publicList()).toEqual([]);
    const created = await write('POST', '/api/stores', adminCookie, input);
    expect(created.statusCode).toBe(201);
    const store = created.json<Store>();
    expect(store.whatsapp).toBe('+38972412808');
    expect((await publicList()).map((entry) => entry.id)).toEqual([store.id]);

    const changed = await write('PUT', `/api/stores/${store.id}`, adminCookie, { ...input, order: 7 });
    expect(changed.statusCode).toBe(200);
    expect((await publicList())[0]?.order).toBe(7);

    const removed = await write('DELETE', `/api/stores/${store.id}`, adminCookie);
    expect(removed.statusCode).toBe(204);
    expect(await publicList()).toEqual([]);
    expect((await auditOf(store.id)).map((entry) => entry.action).sort()).toEqual([
      'create',
      'delete',
      'update',
    ]);
  });

  it('answers 404 for a store that is not there', async () => {
    const missing = await write('PUT', '/api/stores/999999', adminCookie, input);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { code: 'STORE_NOT_FOUND' } });
  });

  it('refuses overlapping hours with the field named, and writes nothing', async () => {
    const hours = {
      ...input.hours,
      saturday: [
        { opens: '09:00', closes: '15:00' },
        { opens: '14:00', closes: '16:00' },
      ],
    };
    const refused = await write('POST', '/api/stores', adminCookie, { ...input, hours });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', details: [{ path: 'hours.saturday.1.opens' }] },
    });
    expect(await publicList()).toEqual([]);
  });

  it('lets only super admins write: a product manager is told to ask one, a visitor to sign in', async () => {
    const manager = await write('POST', '/api/stores', managerCookie, input);
    expect(manager.statusCode).toBe(403);
    expect(manager.json()).toMatchObject({ error: { code: 'CONTENT_FORBIDDEN' } });
    expect((await write('DELETE', '/api/stores/1')).statusCode).toBe(401);
    expect(await publicList()).toEqual([]);
  });
});
