import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promotionIssues, type BilingualProduct } from '@hiti/contracts';
import { startCatalog, type TestCatalog } from './support/catalog';

let catalog: TestCatalog;

beforeAll(async () => {
  catalog = await startCatalog();
  const category = await catalog.call('POST', '/categories', { name: { mk: 'Печки' } });
  expect(category.statusCode, category.body).toBe(201);
});

afterAll(async () => {
  await catalog?.close();
});

async function createProduct(): Promise<BilingualProduct> {
  const response = await catalog.call('POST', '/products', {
    name: { mk: 'Печка Кораб' },
    description: { mk: 'Челична печка' },
    category: 'Печки',
    imageUrl: '/attached_assets/demo.jpg',
    fullPrice: 100,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<BilingualProduct>();
}

const ROUNDS = 10;

describe('two updates of one product at the same time', () => {
  it('never leave a promotion above the full price the other one lowered', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { id } = await createProduct();
      const answers = await Promise.all([
        catalog.call('PATCH', `/products/${id}`, {
          onPromo: true,
          promoPrice: 90,
          promoStartDate: '2026-01-01',
          promoEndDate: '2026-12-31',
        }),
        catalog.call('PATCH', `/products/${id}`, { fullPrice: 50 }),
      ]);
      for (const answer of answers) expect([200, 400]).toContain(answer.statusCode);
      const stored = (await catalog.call('GET', `/products/${id}`)).json<BilingualProduct>();
      expect(promotionIssues(stored), JSON.stringify(stored)).toEqual([]);
    }
  });

  it('keep the product findable by the name and the description each one wrote', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { id } = await createProduct();
      const [renamed, described] = await Promise.all([
        catalog.call('PATCH', `/products/${id}`, { name: { mk: `Печка Вардар${round}` } }),
        catalog.call('PATCH', `/products/${id}`, { description: { mk: `Лиена печка ${round}` } }),
      ]);
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(described.statusCode, described.body).toBe(200);
      for (const search of [`Вардар${round}`, `Лиена`]) {
        const found = (await catalog.call('GET', `/products?search=${encodeURIComponent(search)}`)).json<
          BilingualProduct[]
        >();
        expect(found.map((product) => product.id)).toContain(id);
      }
    }
  });
});
