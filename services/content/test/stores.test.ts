import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Store, StoreInputFields } from '@hiti/contracts';
import { testEnv } from '@hiti/local/test-env';
import { demoStores } from '../src/demo-stores';
import { internalHeaders, startContent } from './support';

const env = testEnv();
const admin = internalHeaders('super_admin');
const manager = internalHeaders('product_manager');
let app: FastifyInstance;
let demo: FastifyInstance;

beforeAll(async () => {
  app = await startContent({ db: env.dbName('content_stores'), prefix: env.prefix('content-stores') });
  demo = await startContent(
    { db: env.dbName('content_demo_stores'), prefix: env.prefix('content-demo-stores') },
    { SEED_DEMO: 'true' },
  );
});

afterAll(async () => {
  await Promise.all([app.close(), demo.close()]);
});

const [sample] = demoStores(new Date('2026-06-01T00:00:00Z'));
if (!sample) throw new Error('no demo store');
const input: StoreInputFields = { ...sample, headOffice: false, order: 3 };

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
  app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function list(target = app): Promise<Store[]> {
  const response = await target.inject({ method: 'GET', url: '/stores', headers: admin });
  expect(response.statusCode).toBe(200);
  return response.json<Store[]>();
}

describe('stores', () => {
  it('start with none on an install without demo data', async () => {
    expect(await list()).toEqual([]);
  });

  it('are added, read, changed and removed by a super admin', async () => {
    const created = await send('POST', '/stores', input);
    expect(created.statusCode).toBe(201);
    const store = created.json<Store>();
    expect(store).toMatchObject({ name: input.name, order: 3, headOffice: false, viber: '+38970310020' });

    const read = await app.inject({ method: 'GET', url: `/stores/${store.id}`, headers: admin });
    expect(read.json<Store>().id).toBe(store.id);

    const changed = await send('PUT', `/stores/${store.id}`, { ...input, phone: '+389 2 3100 999' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<Store>().phone).toBe('+389 2 3100 999');
    expect((await list()).map((entry) => entry.phone)).toEqual(['+389 2 3100 999']);

    const removed = await send('DELETE', `/stores/${store.id}`);
    expect(removed.json<Store>().id).toBe(store.id);
    const gone = await app.inject({ method: 'GET', url: `/stores/${store.id}`, headers: admin });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ error: { code: 'STORE_NOT_FOUND' } });
    expect((await send('DELETE', `/stores/${store.id}`)).statusCode).toBe(404);
  });

  it('refuse overlapping hours and hours that close before they open, writing nothing', async () => {
    const hours = {
      ...input.hours,
      monday: [
        { opens: '08:00', closes: '13:00' },
        { opens: '12:00', closes: '18:00' },
      ],
      sunday: [{ opens: '14:00', closes: '10:00' }],
    };
    const refused = await send('POST', '/stores', { ...input, hours });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: {
        code: 'VALIDATION_FAILED',
        details: expect.arrayContaining([
          {
            path: 'hours.monday.1.opens',
            key: 'storeHoursOverlap',
            message: 'These hours overlap other hours of the same day',
          },
          {
            path: 'hours.sunday.0.closes',
            key: 'storeHoursOrder',
            message: 'The closing time must be after the opening time',
          },
        ]),
      },
    });
    expect(await list()).toEqual([]);
  });

  it('refuse a messaging number that is not international', async () => {
    const refused = await send('POST', '/stores', { ...input, whatsapp: '070 123 456' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { details: [{ path: 'whatsapp' }] } });
  });

  it('are written by super admins only', async () => {
    const refused = await send('POST', '/stores', input, manager);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: 'CONTENT_FORBIDDEN' } });
  });

  it('are six demo showrooms with SEED_DEMO, the head office in Skopje first', async () => {
    const stores = await list(demo);
    expect(stores).toHaveLength(6);
    expect(stores.filter((store) => store.headOffice).map((store) => store.city.mk)).toEqual(['Скопје']);
    expect(stores[0]?.city.al).toBe('Shkup');
  });
});
