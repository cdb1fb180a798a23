import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage, Brand, BilingualProduct, Product } from '@hiti/contracts';
import { loginAs } from './support/login';
import { type WriteMethod, readOk, sendWrite } from './support/requests';
import { startTestSystem, type TestSystem } from './support/system';

let system: TestSystem;
let manager: string;
let superAdmin: string;

const write = (method: WriteMethod, url: string, payload?: object, cookie: string | null = manager) =>
  sendWrite(system, method, url, payload, cookie);

const read = <T>(url: string) => readOk<T>(system, url);

async function createBrand(body: object, cookie = manager): Promise<Brand> {
  const response = await write('POST', '/api/brands', body, cookie);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Brand>();
}

beforeAll(async () => {
  system = await startTestSystem({ services: ['catalog', 'identity'] });
  superAdmin = await loginAs(system, 'super_admin');
  manager = await loginAs(system, 'product_manager');
  const category = await write('POST', '/api/categories', { name: { mk: 'Печки', al: 'Soba' } });
  expect(category.statusCode, category.body).toBe(201);
});

afterAll(async () => {
  await system.close();
});

describe('brands through the gateway', () => {
  it('are listed publicly (no-cache), written by both staff roles and by no visitor', async () => {
    const edilkamin = await createBrand({ name: 'Edilkamin', websiteUrl: 'https://www.edilkamin.com' });
    const mcz = await createBrand({ name: 'MCZ' }, superAdmin);
    const response = await system.gateway.inject({ method: 'GET', url: `/api/brands?t=${Date.now()}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json<Brand[]>()).toEqual([edilkamin, mcz]);
    for (const [method, url, payload] of [
      ['POST', '/api/brands', { name: 'Jøtul' }],
      ['PATCH', `/api/brands/${mcz.id}`, { name: 'Jøtul' }],
      ['DELETE', `/api/brands/${mcz.id}`, undefined],
    ] as const) {
      expect((await write(method, url, payload, null)).statusCode, method).toBe(401);
    }
    // the cached list is dropped by each write
    const reordered = await write('PATCH', `/api/brands/${mcz.id}`, { order: 0 });
    expect(reordered.statusCode, reordered.body).toBe(200);
    await write('PATCH', `/api/brands/${edilkamin.id}`, { order: 1 });
    expect((await read<Brand[]>('/api/brands')).map((brand) => brand.name)).toEqual(['MCZ', 'Edilkamin']);
  });

  it('show a rename on the products of the brand at once, and refuse deleting a brand in use with 409', async () => {
    const brand = await createBrand({ name: 'Piazetta' });
    const created = await write('POST', '/api/products', {
      name: { mk: 'Камин Е920', al: 'Kamin E920' },
      description: { mk: 'Опис' },
      category: 'Soba',
      imageUrl: '/attached_assets/demo.jpg',
      brandId: brand.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json<BilingualProduct>();
    // read once so that the product is cached
    expect((await read<Product>(`/api/products/${product.id}?lang=al`)).brand?.name).toBe('Piazetta');
    expect((await write('PATCH', `/api/brands/${brand.id}`, { name: 'Piazzetta' })).statusCode).toBe(200);
    expect((await read<Product>(`/api/products/${product.id}?lang=al`)).brand?.name).toBe('Piazzetta');
    const list = await read<Product[]>(`/api/products?lang=mk&search=piazzetta`);
    expect(list.map((found) => found.id)).toEqual([product.id]);

    const refused = await write('DELETE', `/api/brands/${brand.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: { code: 'BRAND_IN_USE', message: expect.stringMatching(/^1 product uses this brand/) },
    });
    expect((await read<Brand[]>('/api/brands')).map((shown) => shown.name)).toContain('Piazzetta');
    expect((await write('DELETE', `/api/products/${product.id}`)).statusCode).toBe(204);
    expect((await write('DELETE', `/api/brands/${brand.id}`)).statusCode).toBe(204);
    expect((await read<Brand[]>('/api/brands')).map((shown) => shown.name)).not.toContain('Piazzetta');
  });

  it('records brand writes in the audit log, a rename with the old and new name', async () => {
    const audit = await system.gateway.inject({
      method: 'GET',
      url: '/api/audit?entity=brand&pageSize=100',
      headers: { cookie: superAdmin },
    });
    expect(audit.statusCode, audit.body).toBe(200);
    const entries = audit.json<AuditPage>().items;
    expect(entries.map((entry) => entry.summary)).toEqual(
      expect.arrayContaining([
        'Created the brand "Edilkamin"',
        'Renamed the brand "Piazetta" to "Piazzetta"',
        'Deleted the brand "Piazzetta"',
      ]),
    );
    const created = entries.find((entry) => entry.summary === 'Created the brand "MCZ"');
    expect(created).toMatchObject({ action: 'create', actor: { role: 'super_admin' }, entity: 'brand' });
    expect(entries.filter((entry) => entry.action === 'delete')).toHaveLength(1);
  });
});
