import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  validationMessages,
  type AuditPage,
  type BilingualCategory,
  type BilingualProduct,
  type ErrorBody,
  type ProductBulkResult,
} from '@hiti/contracts';
import { loginAs } from './support/login';
import { startTestSystem, type TestSystem } from './support/system';

let system: TestSystem;
let manager: string;
let superAdmin: string;
let category: BilingualCategory;
const products: BilingualProduct[] = [];

const JSON_TYPE = { 'content-type': 'application/json' };

const post = (url: string, payload: object, cookie: string | null = manager) =>
  system.gateway.inject({
    method: 'POST',
    url,
    headers: { ...JSON_TYPE, ...(cookie ? { cookie } : {}) },
    payload,
  });

const fullPrices = async () => {
  const response = await system.gateway.inject({
    method: 'GET',
    url: `/api/products?category=${category.id}`,
  });
  return response.json<BilingualProduct[]>().map((product) => [product.name.mk, product.fullPrice]);
};

const raise = (change: number) => ({
  target: { categoryId: category.id },
  action: { kind: 'price', by: 'percent', change },
});

beforeAll(async () => {
  system = await startTestSystem({ services: ['catalog', 'identity'] });
  superAdmin = await loginAs(system, 'super_admin');
  manager = await loginAs(system, 'product_manager');
  category = (await post('/api/categories', { name: { mk: 'Печки на пелети' } })).json();
  for (const [name, fullPrice] of [
    ['Пелет 8', 1000],
    ['Пелет 12', 1499.99],
  ] as const) {
    const response = await post('/api/products', {
      name: { mk: name, al: '' },
      description: { mk: 'Печка', al: '' },
      category: category.id,
      imageUrl: '/attached_assets/demo.jpg',
      fullPrice,
    });
    expect(response.statusCode, response.body).toBe(201);
    products.push(response.json<BilingualProduct>());
  }
});

afterAll(async () => {
  await system.close();
});

describe('bulk product changes through the gateway', () => {
  it('previews a change without writing it, then applies it in one request: fresh lists and one audit entry', async () => {
    expect(await fullPrices()).toEqual([
      ['Пелет 12', 1499.99],
      ['Пелет 8', 1000],
    ]);
    const preview = await post('/api/products/bulk/preview', raise(10));
    expect(preview.statusCode, preview.body).toBe(200);
    expect(
      preview
        .json<ProductBulkResult>()
        .changes.map((change) => [change.before.fullPrice, change.after.fullPrice]),
    ).toEqual([
      [1000, 1100],
      [1499.99, 1649.99],
    ]);
    expect(await fullPrices()).toEqual([
      ['Пелет 12', 1499.99],
      ['Пелет 8', 1000],
    ]);

    const applied = await post('/api/products/bulk', raise(10));
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toEqual(preview.json());
    // the cached list above is dropped by the write
    expect(await fullPrices()).toEqual([
      ['Пелет 12', 1649.99],
      ['Пелет 8', 1100],
    ]);

    const audit = await system.gateway.inject({
      method: 'GET',
      url: '/api/audit?entity=product&pageSize=100',
      headers: { cookie: superAdmin },
    });
    const entries = audit
      .json<AuditPage>()
      .items.filter((entry) => entry.summarized?.key === 'productsBulkChanged');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'update',
      entityId: `category ${category.id}`,
      actor: { role: 'product_manager' },
      summary: 'Changed 2 products at once: prices +10 %',
      summarized: { values: { count: 2 }, parts: [{ key: 'bulkPricePercent', values: { change: '+10' } }] },
      before: { products: [{ id: products[0]?.id, fullPrice: 1000 }, { fullPrice: 1499.99 }] },
      after: { products: [{ id: products[0]?.id, fullPrice: 1100 }, { fullPrice: 1649.99 }] },
    });
  });

  it('names the chosen products in its audit entry; refuses a visitor who is not signed in, and bad input with the error naming the field', async () => {
    const featured = await post('/api/products/bulk', {
      target: { productIds: products.map((product) => product.id) },
      action: { kind: 'featured', featured: true },
    });
    expect(featured.statusCode, featured.body).toBe(200);
    const audit = await system.gateway.inject({
      method: 'GET',
      url: '/api/audit?entity=product&pageSize=100',
      headers: { cookie: superAdmin },
    });
    expect(audit.json<AuditPage>().items.map((entry) => entry.entityId)).toContain(
      products.map((product) => product.id).join(','),
    );

    const anonymous = await post('/api/products/bulk', raise(5), null);
    expect(anonymous.statusCode).toBe(401);
    const bad = await post('/api/products/bulk', raise(0));
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().error.details).toEqual([
      { path: 'action.change', key: 'bulkPercentRange', message: validationMessages.bulkPercentRange },
    ]);
    expect(await fullPrices()).toEqual([
      ['Пелет 12', 1649.99],
      ['Пелет 8', 1100],
    ]);
  });
});
