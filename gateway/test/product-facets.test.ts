import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bilingualProductListSchema,
  productFacetsSchema,
  productPageSchema,
  type BilingualProduct,
  type ProductFacets,
  type ProductPage,
} from '@hiti/contracts';
import { loginAs } from './support/login';
import { readOk } from './support/requests';
import { startTestSystem, type TestSystem } from './support/system';

let system: TestSystem;
let manager: string;

const JSON_TYPE = { 'content-type': 'application/json' };

async function post(url: string, payload: object) {
  const response = await system.gateway.inject({
    method: 'POST',
    url,
    headers: { ...JSON_TYPE, cookie: manager },
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>();
}

const read = <T>(url: string) => readOk<T>(system, url);

const cachedKeys = () => system.gateway.redis.hkeys(`${system.names.prefix}:cache:products`);

beforeAll(async () => {
  system = await startTestSystem({ services: ['catalog', 'identity'] });
  manager = await loginAs(system, 'product_manager');
  const stoves = await post('/api/categories', {
    name: { mk: 'Печки', al: 'Soba' },
    specificationKeys: ['fuel', 'heatOutput', 'heatedVolume'],
  });
  const stove = (name: string, fuel: string, heatOutput: number) =>
    post('/api/products', {
      name: { mk: name, al: name },
      description: { mk: 'печка', al: 'sobë' },
      category: stoves.id,
      imageUrl: '/attached_assets/demo.jpg',
      fullPrice: 500,
      specifications: { fuel, heatOutput, heatedVolume: heatOutput * 25 },
    });
  await stove('Дрво 6', 'wood', 6);
  await stove('Дрво 9', 'wood', 9);
  await stove('Дрво 11', 'wood', 11);
  await stove('Пелет 10', 'pellets', 10);
});

afterAll(async () => {
  await system.close();
});

describe('GET /api/products with specification filters', () => {
  const WOOD_8_12 = 'fuel=wood&heatOutputMin=8&heatOutputMax=12';

  it('filters the array answer of older callers and the paged answer alike', async () => {
    const list = await read<BilingualProduct[]>(`/api/products?${WOOD_8_12}`);
    expect(bilingualProductListSchema.safeParse(list).success).toBe(true);
    expect(list.map((product) => product.name.mk).sort()).toEqual(['Дрво 11', 'Дрво 9']);
    const page = await read<ProductPage>(`/api/products?${WOOD_8_12}&lang=al&page=1&pageSize=12`);
    expect(productPageSchema.safeParse(page).success).toBe(true);
    expect(page.total).toBe(2);
  });

  it('answers the facets of the same filters, validated and cached once per normalized query', async () => {
    await system.gateway.redis.del(`${system.names.prefix}:cache:products`);
    const facets = await read<ProductFacets>(`/api/products/facets?${WOOD_8_12}`);
    expect(productFacetsSchema.safeParse(facets).success).toBe(true);
    expect(facets.total).toBe(2);
    expect(facets.facets.find((facet) => facet.key === 'fuel')).toEqual({
      key: 'fuel',
      kind: 'choice',
      options: [
        { value: 'wood', count: 2 },
        { value: 'pellets', count: 1 },
      ],
    });
    expect(facets.facets.find((facet) => facet.key === 'heatOutput')).toMatchObject({ min: 6, max: 11 });
    await read(`/api/products/facets?heatOutputMax=12&fuel=wood&heatOutputMin=8&lang=mk&t=1`);
    expect(await cachedKeys()).toEqual(['facets:fuel=wood&heatOutputMax=12&heatOutputMin=8']);
  });

  it('refuses bad filters with 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['fuel=coal', 'fuel'],
      ['heatOutputMin=12&heatOutputMax=8', 'heatOutputMax'],
      ['heatedVolumeMax=99999', 'heatedVolumeMax'],
    ];
    for (const [query, field] of cases) {
      for (const path of ['/api/products', '/api/products/facets']) {
        const response = await system.gateway.inject({ method: 'GET', url: `${path}?${query}` });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toMatchObject({
          error: { code: 'VALIDATION_FAILED', details: [{ path: field }] },
        });
      }
    }
    const unknown = await system.gateway.inject({ method: 'GET', url: '/api/products/facets?colour=red' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('colour');
  });
});
