import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLIENT_HEADER,
  PRICE_MAX,
  productListSchema,
  productSchema,
  bilingualProductListSchema,
  validationMessages,
  type AuditPage,
  type Product,
  type BilingualProduct,
} from '@hiti/contracts';
import { loginAs } from './support/login';
import { type WriteMethod, readOk, sendWrite } from './support/requests';
import { internalHeaders, startTestSystem, type TestSystem } from './support/system';

let system: TestSystem;
let manager: string;
let superAdmin: string;

const JSON_TYPE = { 'content-type': 'application/json' };
/** What the web client sends on a write without a body. */
const CLIENT = { [CLIENT_HEADER.name]: CLIENT_HEADER.value };
const body = (overrides: Record<string, unknown> = {}) => ({
  name: { mk: 'Камин Верона', al: 'Kamin Verona' },
  description: { mk: 'Вграден камин на дрва', al: 'Kamin me dru i montuar' },
  category: 'Kamina Montues',
  imageUrl: '/attached_assets/demo-kamin-montues_600w.jpg',
  fullPrice: 1890,
  ...overrides,
});

const write = (method: WriteMethod, url: string, payload?: object, cookie: string | null = manager) =>
  sendWrite(system, method, url, payload, cookie);

const read = <T>(url: string) => readOk<T>(system, url);

async function create(overrides: Record<string, unknown> = {}): Promise<BilingualProduct> {
  const response = await write('POST', '/api/products', body(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<BilingualProduct>();
}

const cachedKeys = () => system.gateway.redis.hkeys(`${system.names.prefix}:cache:products`);

beforeAll(async () => {
  system = await startTestSystem({ services: ['catalog', 'identity'] });
  superAdmin = await loginAs(system, 'super_admin');
  manager = await loginAs(system, 'product_manager');
  const category = await write('POST', '/api/categories', { name: { mk: 'Kamina Montues' } });
  expect(category.statusCode).toBe(201);
});

afterAll(async () => {
  await system.close();
});

describe('public product reads', () => {
  it('lists products and reads one, as JSON marked no-cache, with the computed promotion fields', async () => {
    const created = await create();
    const list = await system.gateway.inject({ method: 'GET', url: '/api/products' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-cache');
    expect(list.headers['content-type']).toContain('application/json');
    expect(list.json<BilingualProduct[]>()).toContainEqual(created);
    // The list is passed through from the catalog unparsed, so check it against the contract here.
    expect(bilingualProductListSchema.safeParse(list.json()).success).toBe(true);

    const one = await system.gateway.inject({ method: 'GET', url: `/api/products/${created.id}` });
    expect(one.headers['cache-control']).toBe('no-cache');
    expect(one.json<BilingualProduct>()).toEqual(created);
    expect(created).toMatchObject({
      promoActive: false,
      effectivePrice: 1890,
      unitType: 'kg',
      inStock: true,
    });
  });

  it('answers the texts in the asked language with ?lang=, cached apart from the bilingual answer', async () => {
    const created = await create({ description: { mk: 'Само македонски' } });
    const inAlbanian = await read<Product>(`/api/products/${created.id}?lang=al`);
    expect(inAlbanian).toMatchObject({
      name: 'Kamin Verona',
      description: 'Само македонски',
      category: 'Kamina Montues',
      categoryId: created.categoryId,
    });
    expect(productSchema.safeParse(inAlbanian).success).toBe(true);
    const list = await read<Product[]>('/api/products?lang=mk');
    expect(list.find((product) => product.id === created.id)?.name).toBe('Камин Верона');
    expect(productListSchema.safeParse(list).success).toBe(true);
    expect(await read<BilingualProduct>(`/api/products/${created.id}`)).toEqual(created);
    const keys = await cachedKeys();
    expect(keys).toEqual(
      expect.arrayContaining([
        `id:${created.id}:al`,
        `id:${created.id}:both`,
        'list:lang=mk&sort=featured&atMost=500',
      ]),
    );
    expect((await system.gateway.inject({ method: 'GET', url: '/api/products?lang=sq' })).statusCode).toBe(
      400,
    );
    await write('DELETE', `/api/products/${created.id}`);
  });

  it('answers an unknown product with 404 and a bad query with 400 and the field', async () => {
    const missing = await system.gateway.inject({ method: 'GET', url: '/api/products/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { code: 'PRODUCT_NOT_FOUND' } });

    const badQuery = await system.gateway.inject({ method: 'GET', url: '/api/products?minPrice=cheap' });
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', details: [{ path: 'minPrice' }] },
    });
    expect((await system.gateway.inject({ method: 'GET', url: '/api/products?colour=red' })).statusCode).toBe(
      400,
    );
  });

  it('finds the same products by Latin and Cyrillic search', async () => {
    const latin = await read<BilingualProduct[]>('/api/products?search=kamin');
    const cyrillic = await read<BilingualProduct[]>(`/api/products?search=${encodeURIComponent('камин')}`);
    expect(latin.length).toBeGreaterThan(0);
    expect(cyrillic).toEqual(latin);
  });

  it('caches a list once per normalized query, cache busters and key order aside', async () => {
    await system.gateway.redis.del(`${system.names.prefix}:cache:products`);
    await read('/api/products?inStock=true&sort=featured&t=1');
    await read('/api/products?sort=featured&inStock=true&_=2');
    await read('/api/products?inStock=true');
    expect(await cachedKeys()).toEqual(['list:inStock=true&sort=featured&atMost=500']);
  });
});

describe('product writes', () => {
  it('answers 401 to writes without a session and writes nothing', async () => {
    const before = await read<BilingualProduct[]>('/api/products');
    const id = before[0]?.id ?? 1;
    for (const [method, url] of [
      ['POST', '/api/products'],
      ['PATCH', `/api/products/${id}`],
      ['DELETE', `/api/products/${id}`],
    ] as const) {
      const response = await system.gateway.inject({
        method,
        url,
        headers: method === 'DELETE' ? CLIENT : JSON_TYPE,
        ...(method === 'DELETE' ? {} : { payload: body({ name: { mk: 'Anonymous' } }) }),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    }
    expect(await read<BilingualProduct[]>('/api/products')).toEqual(before);
  });

  it('validates the body at the gateway: unknown fields and missing required fields', async () => {
    const unknown = await write('POST', '/api/products', body({ colour: 'red' }));
    expect(unknown.statusCode).toBe(400);
    const missing = await write('POST', '/api/products', { name: { mk: 'Half' } });
    expect(missing.statusCode).toBe(400);
    expect(
      missing.json<{ error: { details: Array<{ path: string; message: string }> } }>().error.details,
    ).toEqual(
      expect.arrayContaining([
        { path: 'description', key: 'productDescriptionRequired', message: 'Description is required' },
        { path: 'imageUrl', key: 'imageUrlRequired', message: 'Image URL is required' },
      ]),
    );
  });

  it('refuses a price no showroom asks (the storefront would show it as "Infinity ден")', async () => {
    const before = await read<BilingualProduct[]>('/api/products');
    for (const field of ['fullPrice', 'unitPrice', 'promoPrice']) {
      const response = await write('POST', '/api/products', body({ [field]: 1e308 }));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        error: {
          code: 'VALIDATION_FAILED',
          details: [{ path: field, key: 'priceMax', message: validationMessages.priceMax }],
        },
      });
    }
    const product = before[0] ?? (await create());
    const patch = await write('PATCH', `/api/products/${product.id}`, { fullPrice: PRICE_MAX + 1 });
    expect(patch.statusCode, patch.body).toBe(400);
    expect((await read<BilingualProduct>(`/api/products/${product.id}`)).fullPrice).toBe(product.fullPrice);
    expect((await write('PATCH', `/api/products/${product.id}`, { fullPrice: PRICE_MAX })).statusCode).toBe(
      200,
    );
  });

  it('shows a created, updated and deleted product on the very next read', async () => {
    await read('/api/products');
    const created = await create({ name: { mk: 'Kamina Milano' }, fullPrice: 2650 });
    expect((await read<BilingualProduct[]>('/api/products')).map((product) => product.id)).toContain(
      created.id,
    );
    expect(await read<BilingualProduct>(`/api/products/${created.id}`)).toEqual(created);

    const patched = await write('PATCH', `/api/products/${created.id}`, { fullPrice: 2450, inStock: false });
    expect(patched.statusCode).toBe(200);
    expect(patched.json<BilingualProduct>()).toMatchObject({
      fullPrice: 2450,
      inStock: false,
      name: { mk: 'Kamina Milano', al: '' },
    });
    expect(await read<BilingualProduct>(`/api/products/${created.id}`)).toMatchObject({
      fullPrice: 2450,
      inStock: false,
    });
    const listed = (await read<BilingualProduct[]>('/api/products')).find(
      (product) => product.id === created.id,
    );
    expect(listed?.fullPrice).toBe(2450);
    expect(
      (await read<BilingualProduct[]>('/api/products?inStock=false')).map((product) => product.id),
    ).toEqual([created.id]);

    const deleted = await write('DELETE', `/api/products/${created.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(
      (await system.gateway.inject({ method: 'GET', url: `/api/products/${created.id}` })).statusCode,
    ).toBe(404);
    expect((await read<BilingualProduct[]>('/api/products')).map((product) => product.id)).not.toContain(
      created.id,
    );
  });

  it('lets a super admin write products too', async () => {
    const response = await write('POST', '/api/products', body({ name: { mk: 'Super' } }), superAdmin);
    expect(response.statusCode).toBe(201);
  });

  it('sees a write made past this gateway once the catalog event arrives', async () => {
    const product = await create({ name: { mk: 'Event Product' } });
    await read(`/api/products/${product.id}`);
    const direct = await system.services.catalog?.inject({
      method: 'PATCH',
      url: `/products/${product.id}`,
      headers: internalHeaders('product_manager'),
      payload: { name: { mk: 'Changed elsewhere' } },
    });
    expect(direct?.statusCode).toBe(200);
    // Well before the cache entry would expire on its own.
    const deadline = Date.now() + 5000;
    let name = '';
    while (Date.now() < deadline) {
      name = (await read<BilingualProduct>(`/api/products/${product.id}`)).name.mk;
      if (name === 'Changed elsewhere') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(name).toBe('Changed elsewhere');
  });

  it('records every product write in the audit log with before and after', async () => {
    const product = await create({ name: { mk: 'Audited' } });
    await write('PATCH', `/api/products/${product.id}`, { fullPrice: 10 });
    await write('DELETE', `/api/products/${product.id}`);
    const audit = await system.gateway.inject({
      method: 'GET',
      url: '/api/audit?entity=product&pageSize=100',
      headers: { cookie: superAdmin },
    });
    const entries = audit.json<AuditPage>().items.filter((entry) => entry.entityId === String(product.id));
    expect(entries.map((entry) => entry.action).sort()).toEqual(['create', 'delete', 'update']);
    const update = entries.find((entry) => entry.action === 'update');
    expect(update?.before).toMatchObject({ fullPrice: 1890 });
    expect(update?.after).toMatchObject({ fullPrice: 10 });
    expect(update?.actor.role).toBe('product_manager');
    expect(entries.find((entry) => entry.action === 'delete')?.after).toBeNull();
  });
});
