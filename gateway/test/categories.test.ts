import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage, Category, Product } from '@hiti/contracts';
import { testEnv } from '@hiti/local/test-env';
import { loginAs } from './support/login';
import { startTestSystem, type TestSystem } from './support/system';

let system: TestSystem;
let manager: string;
let superAdmin: string;

type Method = 'POST' | 'PATCH' | 'PUT' | 'DELETE';

async function write(method: Method, url: string, payload?: object, cookie: string | null = manager) {
  return system.gateway.inject({
    method,
    url,
    headers: {
      ...(payload ? { 'content-type': 'application/json' } : { 'x-hiti-client': 'web' }),
      ...(cookie ? { cookie } : {}),
    },
    ...(payload ? { payload } : {}),
  });
}

async function read<T>(url: string): Promise<T> {
  const response = await system.gateway.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

async function createCategory(name: string, extra: object = {}): Promise<Category> {
  const response = await write('POST', '/api/categories', { name, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Category>();
}

beforeAll(async () => {
  system = await startTestSystem({ services: ['catalog', 'identity'] });
  superAdmin = await loginAs(system, 'super_admin');
  manager = await loginAs(system, 'product_manager');
});

afterAll(async () => {
  await system.close();
});

describe('categories through the gateway', () => {
  it('lists categories publicly, marked no-cache, accepting the home page cache buster', async () => {
    const created = await createCategory('Kamina Montues', {
      description: 'Вградени камини',
      imageUrl: '/attached_assets/demo-kamin-montues.jpg',
    });
    const response = await system.gateway.inject({ method: 'GET', url: `/api/categories?t=${Date.now()}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json<Category[]>()).toEqual([created]);
    expect((await system.gateway.inject({ method: 'GET', url: '/api/categories?x=1' })).statusCode).toBe(400);
  });

  it('answers 401 to writes without a session', async () => {
    for (const [method, payload] of [
      ['POST', { name: 'Soba' }],
      ['PATCH', { name: 'Soba' }],
      ['PUT', { name: 'Soba' }],
      ['DELETE', undefined],
    ] as const) {
      const url = method === 'POST' ? '/api/categories' : '/api/categories/1';
      const response = await write(method, url, payload, null);
      expect(response.statusCode, method).toBe(401);
    }
    expect((await read<Category[]>('/api/categories')).map((category) => category.name)).toEqual([
      'Kamina Montues',
    ]);
  });

  it('shows a new category on the very next read and refuses a duplicate in any case', async () => {
    await read('/api/categories');
    await createCategory('Aksesor');
    expect((await read<Category[]>('/api/categories')).map((category) => category.name)).toEqual([
      'Kamina Montues',
      'Aksesor',
    ]);
    const duplicate = await write('POST', '/api/categories', { name: 'AKSESOR' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      error: { code: 'CATEGORY_NAME_TAKEN', message: 'A category with this name already exists.' },
    });
  });

  it('updates with PATCH and PUT alike, and a rename shows in product lists at once', async () => {
    const soba = await createCategory('Soba');
    const product = await write('POST', '/api/products', {
      name: 'Sobë Korab',
      description: 'Sobë çeliku',
      category: 'Soba',
      imageUrl: '/attached_assets/demo-soba.jpg',
    });
    expect(product.statusCode).toBe(201);
    const productId = product.json<Product>().id;
    expect((await read<Product>(`/api/products/${productId}`)).category).toBe('Soba');
    await read('/api/products?category=Soba');

    const renamed = await write('PUT', `/api/categories/${soba.id}`, { name: 'Печки' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<Category>().name).toBe('Печки');
    expect((await read<Product>(`/api/products/${productId}`)).category).toBe('Печки');
    expect(await read<Product[]>('/api/products?category=Soba')).toEqual([]);
    expect((await read<Category[]>('/api/categories')).map((category) => category.name)).toContain('Печки');

    const described = await write('PATCH', `/api/categories/${soba.id}`, { description: 'Печки на дрва' });
    expect(described.json<Category>()).toMatchObject({ name: 'Печки', description: 'Печки на дрва' });
    expect(
      (await read<Category[]>('/api/categories')).find((category) => category.id === soba.id),
    ).toMatchObject({
      description: 'Печки на дрва',
    });
  });

  it('refuses to delete a category with products (409) and deletes an empty one (204)', async () => {
    const inUse = (await read<Category[]>('/api/categories')).find((category) => category.name === 'Печки');
    const refused = await write('DELETE', `/api/categories/${inUse?.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'CATEGORY_IN_USE', message: expect.any(String) } });

    const empty = await createCategory('Празна');
    await read('/api/categories');
    const deleted = await write('DELETE', `/api/categories/${empty.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await read<Category[]>('/api/categories')).map((category) => category.id)).not.toContain(
      empty.id,
    );
    expect((await write('DELETE', `/api/categories/${empty.id}`)).statusCode).toBe(404);
  });

  it('shows a description edited through another gateway once the catalog announces it', async () => {
    const [first] = await read<Category[]>('/api/categories');
    if (!first || !system.services.catalog) throw new Error('a category and the catalog are needed');
    // Straight to the catalog, as another gateway instance would: this gateway's cache learns only
    // from the category.updated event.
    const edited = await system.services.catalog.inject({
      method: 'PATCH',
      url: `/categories/${first.id}`,
      headers: { 'x-internal-token': testEnv().internalToken },
      payload: { description: 'Уредено од друг сервер' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await expect
      .poll(
        async () => (await read<Category[]>('/api/categories')).find((c) => c.id === first.id)?.description,
        {
          timeout: 10_000,
        },
      )
      .toBe('Уредено од друг сервер');
  });

  it('records category writes in the audit log, a rename with the old and new name', async () => {
    const audit = await system.gateway.inject({
      method: 'GET',
      url: '/api/audit?entity=category&pageSize=100',
      headers: { cookie: superAdmin },
    });
    const entries = audit.json<AuditPage>().items;
    const rename = entries.find((entry) => entry.summary.startsWith('Renamed'));
    expect(rename).toMatchObject({
      action: 'update',
      before: { name: 'Soba' },
      after: { name: 'Печки' },
      actor: { role: 'product_manager' },
    });
    expect(entries.filter((entry) => entry.action === 'create')).toHaveLength(4);
    expect(entries.filter((entry) => entry.action === 'delete')).toHaveLength(1);
  });
});
