import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mongoose from 'mongoose';
import type { BilingualCategory, Product, BilingualProduct } from '@hiti/contracts';
import { testEnv } from '@hiti/local/test-env';
import { startCatalog, type TestCatalog } from './support/catalog';

const env = testEnv();
const dbName = env.dbName('catalog_legacy');
let catalog: TestCatalog;

const at = new Date('2026-01-01T00:00:00Z');
const product = (id: number, name: string, description: string, category: string, unitType = 'piece') => ({
  id,
  name,
  description,
  category,
  imageUrl: '/attached_assets/demo-soba_600w.jpg',
  fullPrice: 100,
  unitPrice: null,
  unitType,
  inStock: true,
  onPromo: false,
  promoPrice: null,
  promoStartDate: null,
  promoEndDate: null,
  featured: false,
  pdfUrl: null,
  searchText: 'x',
  categorySearchText: 'x',
  createdAt: at,
  updatedAt: at,
});

/** A catalogue as stored before texts were kept per language (a copy of that shape). */
async function storeLegacyCatalogue(): Promise<void> {
  const connection = await mongoose.createConnection(env.mongoUri, { dbName }).asPromise();
  const categories = connection.collection('categories');
  await categories.createIndex({ nameKey: 1 }, { unique: true });
  await categories.createIndex({ id: 1 }, { unique: true });
  await categories.insertMany([
    {
      id: 1,
      name: 'Soba',
      nameKey: 'soba',
      description: 'Печки и шпорети на дрва / Sobë dhe shporeta me dru',
      imageUrl: null,
      createdAt: at,
      updatedAt: at,
    },
    {
      id: 2,
      name: 'Наши камини',
      nameKey: 'наши камини',
      description: 'Наш опис',
      imageUrl: null,
      createdAt: at,
      updatedAt: at,
    },
  ]);
  await connection
    .collection('products')
    .insertMany([
      product(
        1,
        'Шпорет Шар Планина',
        'Шпорет на дрва со рерна и плоча за готвење, бел емајл, 9 kW. Греење и готвење во едно.',
        'Soba',
      ),
      product(2, 'Sobë e jonë', 'Përshkrim shqip', 'soba', 'кг'),
      product(3, 'Наш камин', 'Наш опис', 'Наши камини', 'Ком.'),
      product(4, 'Stari', 'Old', 'Zhdukur', 'торба од 15'),
    ]);
  await connection.collection<{ _id: string; seq: number }>('counters').insertMany([
    { _id: 'categories', seq: 2 },
    { _id: 'products', seq: 4 },
  ]);
  await connection.close();
}

beforeAll(async () => {
  await storeLegacyCatalogue();
  catalog = await startCatalog({ dbName });
});

afterAll(async () => {
  await catalog.close();
});

const get = async (id: number) => (await catalog.call('GET', `/products/${id}`)).json<BilingualProduct>();

describe('start-up migration of a catalogue stored before texts were kept per language', () => {
  it('splits the "MK / AL" descriptions and gives the demo categories their names in both languages', async () => {
    const categories = (await catalog.call('GET', '/categories')).json<BilingualCategory[]>();
    expect(categories[0]).toMatchObject({
      id: 1,
      name: { mk: 'Печки', al: 'Soba' },
      description: { mk: 'Печки и шпорети на дрва', al: 'Sobë dhe shporeta me dru' },
    });
    expect(categories[1]).toMatchObject({
      id: 2,
      name: { mk: 'Наши камини', al: '' },
      description: { mk: 'Наш опис', al: '' },
    });
  });

  it('places other texts by their script, the other language reading them through the fallback', async () => {
    expect(await get(2)).toMatchObject({
      name: { mk: '', al: 'Sobë e jonë' },
      description: { mk: '', al: 'Përshkrim shqip' },
      categoryId: 1,
    });
    expect(await get(3)).toMatchObject({ name: { mk: 'Наш камин', al: '' }, categoryId: 2 });
    const inMacedonian = (await catalog.call('GET', '/products/2?lang=mk')).json<Product>();
    expect(inMacedonian).toMatchObject({ name: 'Sobë e jonë', category: 'Печки' });
  });

  it('gives a demo product both of its texts', async () => {
    expect((await get(1)).name).toEqual({ mk: 'Шпорет Шар Планина', al: 'Shporet Sharri' });
  });

  it('refers products to the id of their category; a category that was gone is given back', async () => {
    const orphan = await get(4);
    expect(orphan.category).toEqual({ mk: '', al: 'Zhdukur' });
    expect(orphan.categoryId).toBe(3);
    const bySoba = (await catalog.call('GET', '/products?category=soba')).json<BilingualProduct[]>();
    expect(bySoba.map((item) => item.id).sort()).toEqual([1, 2]);
    const search = (await catalog.call('GET', '/products?search=pechki')).json<BilingualProduct[]>();
    expect(search.map((item) => item.id).sort()).toEqual([1, 2]);
  });

  it('reads units typed as free text as the unit they name, text naming none as the default', async () => {
    expect((await get(1)).unitType).toBe('piece');
    expect((await get(2)).unitType).toBe('kg');
    expect((await get(3)).unitType).toBe('piece');
    expect((await get(4)).unitType).toBe('kg');
  });

  it('keeps category names unique after the move, and runs once', async () => {
    const clash = await catalog.call('POST', '/categories', { name: { mk: 'Нова', al: 'SOBA' } });
    expect(clash.statusCode).toBe(409);
    await catalog.close();
    catalog = await startCatalog({ dbName });
    expect((await get(2)).name).toEqual({ mk: '', al: 'Sobë e jonë' });
  });
});
