import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  validationMessages,
  type CatalogImportRow,
  type BilingualProduct,
  type ProductImportResult,
} from '@hiti/contracts';
import { startCatalog, type TestCatalog } from './support/catalog';

let catalog: TestCatalog;
let existing: BilingualProduct;

const fields = (name: string, overrides: Record<string, unknown> = {}) => ({
  name: { mk: name, al: '' },
  description: { mk: 'Опис', al: 'Përshkrim' },
  category: 'aksesor',
  imageUrl: '/attached_assets/demo.jpg',
  ...overrides,
});

async function importRows(rows: CatalogImportRow[], dryRun: boolean): Promise<ProductImportResult> {
  const response = await catalog.call('POST', '/products/import', { dryRun, rows });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProductImportResult>();
}

const allProducts = async () =>
  (await catalog.call('GET', '/products?sort=price-low-high')).json<BilingualProduct[]>();

beforeAll(async () => {
  catalog = await startCatalog();
  await catalog.call('POST', '/categories', { name: { mk: 'Aksesor' } });
  existing = (
    await catalog.call('POST', '/products', fields('Прибор', { fullPrice: 79, featured: true }))
  ).json<BilingualProduct>();
});

afterAll(async () => {
  await catalog.close();
});

describe('product import', () => {
  const good: CatalogImportRow[] = [
    { row: 2, id: 1, product: { name: { mk: 'Прибор за камин', al: '' }, fullPrice: 89 } },
    { row: 3, id: null, product: fields('Пелети') },
    { row: 4, id: 50, product: fields('Брикети') },
  ];

  it('counts on a dry run and writes nothing', async () => {
    expect(await importRows(good, true)).toEqual({ dryRun: true, created: 2, updated: 1, errors: [] });
    expect((await allProducts()).map((product) => product.name.mk)).toEqual(['Прибор']);
  });

  it('reports every row error and writes nothing when any row is wrong', async () => {
    const rows: CatalogImportRow[] = [
      ...good,
      { row: 5, id: null, product: fields('Без категорија', { category: 'Nope' }) },
      { row: 6, id: null, product: { name: { mk: 'Half' } } },
      { row: 7, id: 50, product: fields('Again') },
      { row: 8, id: null, product: fields('Cheap', { fullPrice: -1 }) },
    ];
    const dry = await importRows(rows, true);
    expect(dry).toMatchObject({ dryRun: true, created: 2, updated: 1 });
    const wet = await importRows(rows, false);
    expect(wet).toMatchObject({ dryRun: false, created: 0, updated: 0 });
    for (const result of [dry, wet]) {
      expect(result.errors).toEqual(
        expect.arrayContaining([
          { row: 5, field: 'category', message: 'Please choose an existing category' },
          expect.objectContaining({ row: 6, field: 'description' }),
          expect.objectContaining({ row: 6, field: 'imageUrl' }),
          { row: 7, field: 'id', message: 'This id is on more than one row' },
          expect.objectContaining({ row: 8, field: 'fullPrice' }),
        ]),
      );
    }
    expect((await allProducts()).map((product) => product.name.mk)).toEqual(['Прибор']);
  });

  it('updates only the given fields, creates with the file’s ids and moves the id sequence past them', async () => {
    expect(await importRows(good, false)).toEqual({ dryRun: false, created: 2, updated: 1, errors: [] });
    const updated = (await catalog.call('GET', `/products/${existing.id}`)).json<BilingualProduct>();
    expect(updated).toMatchObject({
      name: { mk: 'Прибор за камин', al: '' },
      fullPrice: 89,
      featured: true,
      category: { mk: 'Aksesor', al: '' },
    });
    expect((await catalog.call('GET', '/products/50')).json<BilingualProduct>().name.mk).toBe('Брикети');
    const names = (await allProducts()).map((product) => product.name.mk).sort();
    expect(names).toEqual(['Брикети', 'Пелети', 'Прибор за камин']);

    const pellets = (await allProducts()).find((product) => product.name.mk === 'Пелети');
    expect(pellets?.id).toBe(51);
    const next = await catalog.call('POST', '/products', fields('После'));
    expect(next.json<BilingualProduct>().id).toBe(52);
  });

  it('reports rows that break the promotion rules or give a negative price, and writes nothing', async () => {
    const onSale = (
      await catalog.call(
        'POST',
        '/products',
        fields('Камин на попуст', {
          fullPrice: 900,
          promoPrice: 700,
          promoStartDate: '2026-11-01',
          promoEndDate: '2026-12-31',
        }),
      )
    ).json<BilingualProduct>();
    const before = await allProducts();
    const result = await importRows(
      [
        { row: 2, id: existing.id, product: { name: { mk: 'Ново име' } } },
        { row: 3, id: onSale.id, product: { promoEndDate: '2026-10-15', fullPrice: 650 } },
        { row: 4, id: onSale.id + 1, product: fields('Без датуми', { fullPrice: 500, promoPrice: 400 }) },
        { row: 5, id: null, product: fields('Негативна', { fullPrice: -5 }) },
      ],
      false,
    );
    expect(result).toEqual({
      dryRun: false,
      created: 0,
      updated: 0,
      errors: [
        { row: 3, field: 'promoPrice', message: validationMessages.promoPriceBelowFull },
        { row: 3, field: 'promoEndDate', message: validationMessages.promoDatesOrder },
        { row: 4, field: 'promoStartDate', message: validationMessages.promoStartRequired },
        { row: 4, field: 'promoEndDate', message: validationMessages.promoEndRequired },
        { row: 5, field: 'fullPrice', message: validationMessages.priceMin },
      ],
    });
    expect(await allProducts()).toEqual(before);
  });
});
