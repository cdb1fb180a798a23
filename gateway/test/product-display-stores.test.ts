import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  validationMessages,
  type BilingualProduct,
  type Store,
  type StoreInputFields,
} from '@hiti/contracts';
import { loginAs } from './support/login';
import { startTestSystem, type TestSystem } from './support/system';

let system: TestSystem;
let manager: string;
let showroom: Store;

const weekday = [{ opens: '09:00', closes: '19:00' }];
const store: StoreInputFields = {
  name: { mk: 'Хити Камина Битола', al: 'Hiti Kamina Manastir' },
  street: { mk: 'ул. Широк Сокак 10', al: 'rr. Shirok Sokak 10' },
  city: { mk: 'Битола', al: 'Manastir' },
  postalCode: '7000',
  phone: '+389 47 223 344',
  email: 'bitola@example.mk',
  hours: {
    monday: weekday,
    tuesday: weekday,
    wednesday: weekday,
    thursday: weekday,
    friday: weekday,
    saturday: [],
    sunday: [],
  },
  exceptions: [],
  latitude: 41.0311,
  longitude: 21.3347,
};

const product = (overrides: Record<string, unknown> = {}) => ({
  name: { mk: 'Печка Пелистер', al: 'Sobë Pelister' },
  description: { mk: 'Печка на дрва', al: 'Sobë me dru' },
  category: 'Sobe',
  imageUrl: '/attached_assets/demo-soba_600w.jpg',
  fullPrice: 690,
  ...overrides,
});

const write = (method: 'POST' | 'PATCH', url: string, cookie: string, payload: object) =>
  system.gateway.inject({ method, url, headers: { 'content-type': 'application/json', cookie }, payload });

const productCount = async () =>
  (await system.gateway.inject({ method: 'GET', url: '/api/products' })).json<unknown[]>().length;

beforeAll(async () => {
  system = await startTestSystem({ services: ['catalog', 'content', 'identity'] });
  const superAdmin = await loginAs(system, 'super_admin');
  manager = await loginAs(system, 'product_manager');
  const created = await write('POST', '/api/stores', superAdmin, store);
  expect(created.statusCode, created.body).toBe(201);
  showroom = created.json<Store>();
  const category = await write('POST', '/api/categories', superAdmin, { name: { mk: 'Sobe' } });
  expect(category.statusCode, category.body).toBe(201);
});

afterAll(async () => {
  await system.close();
});

describe('the stores a product is on display in', () => {
  it('keeps the showrooms staff choose and answers them with the product', async () => {
    const created = await write(
      'POST',
      '/api/products',
      manager,
      product({ displayStoreIds: [showroom.id] }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<BilingualProduct>();
    const read = await system.gateway.inject({ method: 'GET', url: `/api/products/${id}?lang=al` });
    expect(read.json<BilingualProduct>().displayStoreIds).toEqual([showroom.id]);

    const cleared = await write('PATCH', `/api/products/${id}`, manager, { displayStoreIds: [] });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json<BilingualProduct>().displayStoreIds).toEqual([]);
  });

  it('refuses a store that does not exist under the field, and writes nothing', async () => {
    const before = await productCount();
    const refused = await write(
      'POST',
      '/api/products',
      manager,
      product({ displayStoreIds: [showroom.id, showroom.id + 1000] }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: {
        code: 'VALIDATION_FAILED',
        details: [{ path: 'displayStoreIds', key: 'storeUnknown', message: validationMessages.storeUnknown }],
      },
    });
    expect(await productCount()).toBe(before);

    const created = await write('POST', '/api/products', manager, product());
    const { id } = created.json<BilingualProduct>();
    const update = await write('PATCH', `/api/products/${id}`, manager, { displayStoreIds: [999_999] });
    expect(update.statusCode).toBe(400);
    expect(update.json()).toMatchObject({ error: { details: [{ path: 'displayStoreIds' }] } });
    const after = await system.gateway.inject({ method: 'GET', url: `/api/products/${id}` });
    expect(after.json<BilingualProduct>().displayStoreIds).toEqual([]);
  });

  it('refuses ids that are no store ids at all', async () => {
    const refused = await write(
      'POST',
      '/api/products',
      manager,
      product({ displayStoreIds: ['Битола', -2] }),
    );
    expect(refused.statusCode).toBe(400);
    const { error } = refused.json<{ error: { details: { path: string }[] } }>();
    expect(error.details.map((detail) => detail.path)).toContain('displayStoreIds.0');
  });
});
