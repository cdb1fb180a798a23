import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BilingualCategory, Category, BilingualProduct } from '@hiti/contracts';
import { startCatalog, type TestCatalog } from './support/catalog';

let catalog: TestCatalog;

async function createCategory(body: object): Promise<BilingualCategory> {
  const response = await catalog.call('POST', '/categories', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<BilingualCategory>();
}

const mk = (text: string) => ({ mk: text, al: '' });

async function createProduct(name: string, category: string): Promise<BilingualProduct> {
  const response = await catalog.call('POST', '/products', {
    name: { mk: name },
    description: { mk: 'Опис' },
    category,
    imageUrl: '/attached_assets/demo.jpg',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<BilingualProduct>();
}

beforeAll(async () => {
  catalog = await startCatalog({ recordEvents: true });
});

afterAll(async () => {
  await catalog.close();
});

describe('categories', () => {
  it('creates categories with numeric ids and the defaults of SPEC §3', async () => {
    const first = await createCategory({
      name: { mk: 'Вградени камини', al: 'Kamina Montues' },
      description: { mk: 'Вградени камини', al: 'Kamina të montuara' },
    });
    const second = await createCategory({ name: { mk: 'Aksesor' }, imageUrl: '' });
    expect(first).toEqual({
      id: 1,
      name: { mk: 'Вградени камини', al: 'Kamina Montues' },
      description: { mk: 'Вградени камини', al: 'Kamina të montuara' },
      imageUrl: null,
      specificationKeys: [],
    });
    expect(second).toEqual({
      id: 2,
      name: mk('Aksesor'),
      description: mk(''),
      imageUrl: null,
      specificationKeys: [],
    });
    const listed = (await catalog.call('GET', '/categories')).json<BilingualCategory[]>();
    expect(listed.map((category) => category.name.mk)).toEqual(['Вградени камини', 'Aksesor']);
    expect((await catalog.call('GET', '/categories/2')).json<BilingualCategory>()).toEqual(second);
    const inAlbanian = (await catalog.call('GET', '/categories?lang=al')).json<Category[]>();
    expect(inAlbanian.map((category) => [category.name, category.description])).toEqual([
      ['Kamina Montues', 'Kamina të montuara'],
      ['Aksesor', ''],
    ]);
  });

  it('refuses a name that differs from an existing one only in case or spacing', async () => {
    for (const name of [{ mk: 'AKSESOR' }, { mk: ' aksesor ' }, { mk: 'Нова', al: 'KAMINA MONTUES' }]) {
      const response = await catalog.call('POST', '/categories', { name });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: { code: 'CATEGORY_NAME_TAKEN', message: 'A category with this name already exists.' },
      });
    }
    const renameOnto = await catalog.call('PATCH', '/categories/1', { name: { mk: 'aksesor' } });
    expect(renameOnto.statusCode).toBe(409);
  });

  it('rejects unknown fields and a blank name', async () => {
    expect(
      (await catalog.call('POST', '/categories', { name: { mk: 'Soba' }, colour: 'red' })).statusCode,
    ).toBe(400);
    expect((await catalog.call('POST', '/categories', { name: { mk: '  ', al: 'Soba' } })).statusCode).toBe(
      400,
    );
    expect((await catalog.call('PATCH', '/categories/1', { slug: 'x' })).statusCode).toBe(400);
  });

  it('renames the category in every product that carries it, in one step', async () => {
    const soba = await createCategory({ name: { mk: 'Soba' } });
    const products = [await createProduct('Sobë Korab', 'Soba'), await createProduct('Печка Мини', 'soba')];
    const other = await createProduct('Прибор', 'Aksesor');

    const renamed = await catalog.call('PATCH', `/categories/${soba.id}`, { name: { mk: 'Печки' } });
    expect(renamed.json<BilingualCategory>()).toEqual({ ...soba, name: mk('Печки') });

    for (const product of products) {
      const stored = (await catalog.call('GET', `/products/${product.id}`)).json<BilingualProduct>();
      expect(stored.category).toEqual(mk('Печки'));
      expect(stored.categoryId).toBe(soba.id);
    }
    expect((await catalog.call('GET', `/products/${other.id}`)).json<BilingualProduct>().category).toEqual(
      mk('Aksesor'),
    );
    const byCategory = (await catalog.call('GET', `/products?category=${encodeURIComponent('Печки')}`)).json<
      BilingualProduct[]
    >();
    expect(byCategory.map((product) => product.id).sort()).toEqual(
      products.map((product) => product.id).sort(),
    );
    expect((await catalog.call('GET', '/products?category=Soba')).json<BilingualProduct[]>()).toEqual([]);
    // The folded category follows the rename: the new name is searchable in either script.
    const found = (await catalog.call('GET', '/products?search=pechki')).json<BilingualProduct[]>();
    expect(found).toHaveLength(2);

    await catalog.waitForEvent(
      (event) =>
        event.name === 'category.renamed' &&
        JSON.stringify(event.payload) ===
          JSON.stringify({ id: soba.id, name: 'Печки', previousName: 'Soba' }),
    );
  });

  it('changes the case of its own name and updates description and image alone', async () => {
    const updated = await catalog.call('PATCH', '/categories/2', { name: { mk: 'AKSESOR' } });
    expect(updated.statusCode).toBe(200);
    expect(
      (await catalog.call('GET', '/products?category=aksesor')).json<BilingualProduct[]>()[0]?.category,
    ).toEqual(mk('AKSESOR'));
    const described = await catalog.call('PATCH', '/categories/2', {
      description: { mk: 'Прибор', al: 'Pajisje' },
      imageUrl: '/attached_assets/demo-aksesor_600w.jpg',
    });
    expect(described.json<BilingualCategory>()).toEqual({
      id: 2,
      name: mk('AKSESOR'),
      description: { mk: 'Прибор', al: 'Pajisje' },
      imageUrl: '/attached_assets/demo-aksesor_600w.jpg',
      specificationKeys: [],
    });
  });

  it('refuses to delete a category that still has products, and deletes an empty one', async () => {
    const inUse = await catalog.call('DELETE', '/categories/2');
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({ error: { code: 'CATEGORY_IN_USE' } });
    expect((await catalog.call('GET', '/categories/2')).statusCode).toBe(200);

    const deleted = await catalog.call('DELETE', '/categories/1');
    expect(deleted.json<BilingualCategory>().name).toEqual({ mk: 'Вградени камини', al: 'Kamina Montues' });
    expect((await catalog.call('GET', '/categories/1')).json()).toMatchObject({
      error: { code: 'CATEGORY_NOT_FOUND' },
    });
    expect((await catalog.call('DELETE', '/categories/1')).statusCode).toBe(404);
    expect((await catalog.call('PATCH', '/categories/1', { name: { mk: 'x' } })).statusCode).toBe(404);
  });

  it('publishes an event for every write', async () => {
    await catalog.waitForEvent((event) => event.name === 'category.deleted');
    await catalog.waitForEvent((event) => event.name === 'product.created');
    const names = new Set(catalog.events.map((event) => event.name));
    expect(names).toEqual(
      new Set([
        'category.created',
        'category.updated',
        'category.renamed',
        'category.deleted',
        'product.created',
      ]),
    );
    expect(catalog.events.find((event) => event.name === 'category.created')?.payload).toEqual({
      id: 1,
      name: 'Вградени камини',
    });
  });
});
