import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BilingualCategory, BilingualProduct } from '@hiti/contracts';
import { startCatalog, type TestCatalog } from './support/catalog';

let catalog: TestCatalog;

beforeAll(async () => {
  catalog = await startCatalog();
});

afterAll(async () => {
  await catalog?.close();
});

const ROUNDS = 10;

describe('a category deleted while a product is written into it', () => {
  it('never leaves a product in a category that no longer exists', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const category = await catalog.call('POST', '/categories', { name: { mk: `Кратка ${round}` } });
      expect(category.statusCode, category.body).toBe(201);
      const { id } = category.json<BilingualCategory>();
      await Promise.all([
        catalog.call('DELETE', `/categories/${id}`),
        catalog.call('POST', '/products', {
          name: { mk: `Производ ${round}` },
          description: { mk: 'Опис' },
          category: id,
          imageUrl: '/attached_assets/demo.jpg',
        }),
      ]);
      const categories = (await catalog.call('GET', '/categories')).json<BilingualCategory[]>();
      const products = (await catalog.call('GET', '/products')).json<BilingualProduct[]>();
      const known = new Set(categories.map((entry) => entry.id));
      expect(products.filter((product) => !known.has(product.categoryId))).toEqual([]);
    }
  });

  it('never leaves a product moved into it while it was deleted', async () => {
    const home = await catalog.call('POST', '/categories', { name: { mk: 'Постојана' } });
    expect(home.statusCode, home.body).toBe(201);
    for (let round = 0; round < ROUNDS; round += 1) {
      const product = await catalog.call('POST', '/products', {
        name: { mk: `Преместен ${round}` },
        description: { mk: 'Опис' },
        category: home.json<BilingualCategory>().id,
        imageUrl: '/attached_assets/demo.jpg',
      });
      expect(product.statusCode, product.body).toBe(201);
      const target = await catalog.call('POST', '/categories', { name: { mk: `Привремена ${round}` } });
      const { id } = target.json<BilingualCategory>();
      await Promise.all([
        catalog.call('DELETE', `/categories/${id}`),
        catalog.call('PATCH', `/products/${product.json<BilingualProduct>().id}`, { category: id }),
      ]);
      const categories = (await catalog.call('GET', '/categories')).json<BilingualCategory[]>();
      const products = (await catalog.call('GET', '/products')).json<BilingualProduct[]>();
      const known = new Set(categories.map((entry) => entry.id));
      expect(products.filter((entry) => !known.has(entry.categoryId))).toEqual([]);
    }
  });
});
