import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_PAGE_SIZE,
  PRODUCT_LIST_MAX,
  bilingualProductPageSchema,
  productPageSchema,
  type BilingualProduct,
  type BilingualProductPage,
} from '@hiti/contracts';
import { CatalogueVersion } from '../../services/catalog/src/services/catalogue-version';
import { productSearchText } from '../../services/catalog/src/domain/search-text';
import { loginAs } from './support/login';
import { startTestSystem, type TestSystem } from './support/system';

/** More products than a list without paging answers. */
const PRODUCTS = PRODUCT_LIST_MAX + 10;
/** Products that are featured: a filtered list short enough to be answered whole. */
const FEATURED = 7;
/** The one product whose name is spelled in Cyrillic in Macedonian and in Latin in Albanian. */
const VERONA = { mk: 'Камина Верона', al: 'Oxhak Verona' };

let system: TestSystem;
let manager: string;

const get = (url: string) => system.gateway.inject({ method: 'GET', url });

async function page(query: string): Promise<BilingualProductPage> {
  const response = await get(`/api/products?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return bilingualProductPageSchema.parse(response.json());
}

beforeAll(async () => {
  system = await startTestSystem({ services: ['catalog', 'identity'] });
  manager = await loginAs(system, 'product_manager');
  const headers = { 'content-type': 'application/json', cookie: manager };
  const write = (url: string, payload: object) =>
    system.gateway.inject({ method: 'POST', url, headers, payload });
  expect((await write('/api/categories', { name: { mk: 'Soba' } })).statusCode).toBe(201);
  const first = await write('/api/products', {
    name: { mk: 'Шпорет 1', al: 'Sobë 1' },
    description: { mk: 'Шпорет на дрва', al: 'Sobë me dru' },
    category: 'Soba',
    imageUrl: '/attached_assets/demo.jpg',
    fullPrice: 100,
  });
  expect(first.statusCode, first.body).toBe(201);
  // the rest written under the service at once, as an import would, with the catalogue version moved on
  const catalog = system.services.catalog;
  if (!catalog) throw new Error('the catalog runs in this test system');
  const products = catalog.mongo.collection('products');
  const stored = await products.findOne(
    { id: first.json<BilingualProduct>().id },
    { projection: { _id: 0 } },
  );
  await products.insertMany(
    Array.from({ length: PRODUCTS - 1 }, (_, index) => {
      const name = index === 300 ? VERONA : { mk: `Шпорет ${index + 2}`, al: `Sobë ${index + 2}` };
      return {
        ...stored,
        id: 1000 + index,
        name,
        searchText: productSearchText({ name, description: first.json<BilingualProduct>().description }),
        fullPrice: 100 + index + 1,
        featured: index < FEATURED,
        createdAt: new Date(Date.now() + index + 1),
      };
    }),
  );
  await new CatalogueVersion(catalog.mongo).moveOn();
});

afterAll(async () => {
  await system.close();
});

describe('GET /api/products without paging', () => {
  it(`refuses a list of more than ${PRODUCT_LIST_MAX} products with the one error shape, naming the paging fields`, async () => {
    const response = await get('/api/products');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'LIST_TOO_LONG', details: [{ path: 'pageSize' }] },
    });
    expect((await get('/api/products?lang=al&sort=price-low-high')).statusCode).toBe(400);
  });

  it('answers SPEC’s array for a query matching no more than that', async () => {
    const response = await get('/api/products?featured=true');
    expect(response.statusCode).toBe(200);
    expect(response.json<BilingualProduct[]>()).toHaveLength(FEATURED);
  });
});

describe('the admin product tables’ reads', () => {
  /** A query as the admin's tables send it: their filters, the first page of 20, texts in one language. */
  const tablePage = async (filters: string, lang = 'mk') => {
    const response = await get(`/api/products?${filters}&page=1&pageSize=20&lang=${lang}`);
    expect(response.statusCode, response.body).toBe(200);
    return productPageSchema.parse(response.json());
  };

  it('page the whole catalogue with its total, where the list is refused', async () => {
    const first = await tablePage('sort=price-high-low');
    expect(first.total).toBe(PRODUCTS);
    expect(first.items).toHaveLength(20);
    expect(first.items[0]?.fullPrice).toBe(100 + PRODUCTS - 1);
    expect((await tablePage('inStock=true')).total).toBe(PRODUCTS);
    expect((await tablePage('inStock=false')).total).toBe(0);
  });

  it('sort by name in the language asked, over the whole catalogue', async () => {
    const mk = await tablePage('sort=name-a-z');
    expect(mk.items[0]?.name).toBe(VERONA.mk);
    expect((await tablePage('sort=name-z-a')).items[0]?.name).toBe(`Шпорет ${PRODUCTS}`);
    const al = await tablePage('sort=name-a-z', 'al');
    expect(al.items[0]?.name).toBe(VERONA.al);
    // numbers in names in their order: Sobë 510 after Sobë 99
    expect((await tablePage('sort=name-z-a', 'al')).items[0]?.name).toBe(`Sobë ${PRODUCTS}`);
  });

  it('count featured and promoted products from the totals of one-product pages', async () => {
    const count = async (filter: string) => (await page(`${filter}&page=1&pageSize=1`)).total;
    expect(await count('featured=true')).toBe(FEATURED);
    expect(await count('featured=true&onPromo=true')).toBe(0);
  });

  it('search as the site does: a Latin spelling finds a Cyrillic name, and the reverse', async () => {
    for (const search of ['verona', 'kamina', 'VERONA', 'камина верона']) {
      const mk = await tablePage(`search=${encodeURIComponent(search)}`);
      expect(
        mk.items.map((product) => product.name),
        search,
      ).toEqual([VERONA.mk]);
      expect(mk.total).toBe(1);
    }
    const al = await tablePage(`search=${encodeURIComponent('верона')}`, 'al');
    expect(al.items.map((product) => product.name)).toEqual([VERONA.al]);
  });
});

describe('GET /api/products with page and pageSize', () => {
  it('answers the page and the number of matches, in the list’s order', async () => {
    const first = await page('page=1&pageSize=100&sort=price-low-high');
    expect(first).toMatchObject({ total: PRODUCTS, page: 1, pageSize: 100 });
    expect(first.items.map((product) => product.fullPrice)).toEqual(
      Array.from({ length: 100 }, (_, index) => 100 + index),
    );
    const last = await page('page=6&pageSize=100&sort=price-low-high');
    expect(last.items.map((product) => product.id)).toHaveLength(PRODUCTS - 500);
    expect(await page('page=7&pageSize=100')).toMatchObject({ items: [], total: PRODUCTS });
  });

  it('answers a page in one language, filtered in the catalog', async () => {
    const response = await get('/api/products?lang=al&minPrice=200&maxPrice=209&pageSize=4&page=3');
    const answer = productPageSchema.parse(response.json());
    expect(answer.total).toBe(10);
    expect(answer.items.map((product) => product.name)).toEqual(['Sobë 102', 'Sobë 101']);
  });

  it('fills in the other paging field, so equal pages share one cached answer', async () => {
    const pageOnly = await get('/api/products?page=2');
    const both = await get('/api/products?pageSize=20&page=2');
    expect(pageOnly.body).toBe(both.body);
    expect(pageOnly.json()).toMatchObject({ page: 2, pageSize: 20, total: PRODUCTS });
  });

  it.each([
    ['page', 'page=0'],
    ['page', 'page=x'],
    ['pageSize', `pageSize=${MAX_PAGE_SIZE + 1}`],
    ['pageSize', 'pageSize=-3'],
  ])('refuses a bad %s (%s) with the one error shape', async (field, query) => {
    const response = await get(`/api/products?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', details: [{ path: field }] },
    });
  });

  it('shows a new product in the next page read (the write drops the cached pages)', async () => {
    const before = await page('pageSize=1');
    const created = await system.gateway.inject({
      method: 'POST',
      url: '/api/products',
      headers: { 'content-type': 'application/json', cookie: manager },
      payload: {
        name: { mk: 'Нов' },
        description: { mk: 'Нов' },
        category: 'Soba',
        imageUrl: '/attached_assets/demo.jpg',
        featured: true,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const after = await page('pageSize=1');
    expect(after.total).toBe(before.total + 1);
    expect(after.items[0]?.id).toBe(created.json<BilingualProduct>().id);
  });
});
