import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  validationMessages,
  type BilingualProduct,
  type CatalogImportRow,
  type CatalogImportStart,
  type ProductImport,
  type ProductImportResult,
} from '@hiti/contracts';
import { startCatalog, type TestCatalog } from './support/catalog';
import { fields, waitForImport } from './support/imports';

let catalog: TestCatalog;
let existing: BilingualProduct;

async function check(rows: CatalogImportRow[]): Promise<ProductImportResult> {
  const response = await catalog.call('POST', '/products/import/check', { rows });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProductImportResult>();
}

async function start(rows: CatalogImportRow[]): Promise<CatalogImportStart> {
  const response = await catalog.call('POST', '/products/imports', { rows });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CatalogImportStart>();
}

async function imported(rows: CatalogImportRow[]): Promise<ProductImport> {
  const started = await start(rows);
  if (!('import' in started)) throw new Error(`refused: ${JSON.stringify(started.refused)}`);
  return waitForImport(catalog, started.import.id, (job) => job.finishedAt !== null);
}

const allProducts = async () =>
  (await catalog.call('GET', '/products?sort=price-low-high')).json<BilingualProduct[]>();

beforeAll(async () => {
  catalog = await startCatalog({ recordEvents: true });
  await catalog.call('POST', '/categories', { name: { mk: 'Aksesor' } });
  existing = (
    await catalog.call('POST', '/products', fields('Прибор', { fullPrice: 79, featured: true }))
  ).json<BilingualProduct>();
});

afterAll(async () => {
  await catalog.close();
});

describe('product import', () => {
  const good = (): CatalogImportRow[] => [
    { row: 2, id: existing.id, product: { name: { mk: 'Прибор за камин', al: '' }, fullPrice: 89 } },
    { row: 3, id: null, product: fields('Пелети') },
    { row: 4, id: null, product: fields('Брикети') },
  ];

  it('counts on a check and writes nothing', async () => {
    expect(await check(good())).toEqual({ dryRun: true, created: 2, updated: 1, unchanged: 0, errors: [] });
    expect((await allProducts()).map((product) => product.name.mk)).toEqual(['Прибор']);
  });

  it('refuses a row naming an id no product has (9999): no product ever gets that id', async () => {
    const rows: CatalogImportRow[] = [
      { row: 2, id: 9999, product: fields('Непознат') },
      { row: 3, id: null, product: fields('Нов') },
    ];
    const unknownId = {
      row: 2,
      field: 'id',
      key: 'importIdUnknown',
      message: validationMessages.importIdUnknown,
    };
    expect(await check(rows)).toEqual({
      dryRun: true,
      created: 1,
      updated: 0,
      unchanged: 0,
      errors: [unknownId],
    });
    expect(await start(rows)).toEqual({
      refused: { dryRun: false, created: 0, updated: 0, unchanged: 0, errors: [unknownId] },
    });
    expect((await catalog.call('GET', '/products/9999')).statusCode).toBe(404);
    expect((await allProducts()).map((product) => product.name.mk)).toEqual(['Прибор']);
  });

  it('reports every row error, queues nothing and writes nothing when any row is wrong', async () => {
    const rows: CatalogImportRow[] = [
      ...good(),
      { row: 5, id: null, product: fields('Без категорија', { category: 'Nope' }) },
      { row: 6, id: null, product: { name: { mk: 'Half' } } },
      { row: 7, id: existing.id, product: fields('Again') },
      { row: 8, id: null, product: fields('Cheap', { fullPrice: -1 }) },
    ];
    const dry = await check(rows);
    expect(dry).toMatchObject({ dryRun: true, created: 2, updated: 1 });
    const started = await start(rows);
    if (!('refused' in started)) throw new Error('queued a file with errors');
    for (const result of [dry, started.refused]) {
      expect(result.errors).toEqual(
        expect.arrayContaining([
          {
            row: 5,
            field: 'category',
            key: 'categoryUnknown',
            message: 'Please choose an existing category',
          },
          expect.objectContaining({ row: 6, field: 'description' }),
          expect.objectContaining({ row: 6, field: 'imageUrl' }),
          { row: 7, field: 'id', key: 'importIdRepeated', message: 'This id is on more than one row' },
          expect.objectContaining({ row: 8, field: 'fullPrice' }),
        ]),
      );
    }
    expect((await allProducts()).map((product) => product.name.mk)).toEqual(['Прибор']);
  });

  it('imports as a job: progress to every row, a report, one event, and ids from the sequence', async () => {
    const job = await imported(good());
    expect(job).toMatchObject({
      state: 'completed',
      rowsTotal: 3,
      rowsDone: 3,
      created: 2,
      updated: 1,
      unchanged: 0,
      errors: [],
      repeated: false,
    });
    const updated = (await catalog.call('GET', `/products/${existing.id}`)).json<BilingualProduct>();
    expect(updated).toMatchObject({
      name: { mk: 'Прибор за камин', al: '' },
      fullPrice: 89,
      featured: true,
      category: { mk: 'Aksesor', al: '' },
    });
    const names = (await allProducts()).map((product) => product.name.mk).sort();
    expect(names).toEqual(['Брикети', 'Пелети', 'Прибор за камин']);
    const ids = (await allProducts()).map((product) => product.id).sort((a, b) => a - b);
    expect(ids).toEqual([existing.id, existing.id + 1, existing.id + 2]);
    const next = await catalog.call('POST', '/products', fields('После'));
    expect(next.json<BilingualProduct>().id).toBe(existing.id + 3);
    await catalog.waitForEvent((event) => event.name === 'products.imported');
    expect(catalog.events.filter((event) => event.name === 'products.imported')).toEqual([
      {
        name: 'products.imported',
        payload: {
          importId: job.id,
          rows: 3,
          created: 2,
          updated: 1,
          unchanged: 0,
          actor: { id: 2, username: 'manager', role: 'product_manager' },
        },
      },
    ]);
    await catalog.call('DELETE', `/products/${next.json<BilingualProduct>().id}`);
  });

  it('recognises the same file sent again and creates nothing twice', async () => {
    const before = await allProducts();
    const first = (
      await catalog.call('POST', '/products/imports', { rows: good() })
    ).json<CatalogImportStart>();
    if (!('import' in first)) throw new Error('refused');
    expect(first.import).toMatchObject({ state: 'completed', repeated: true });
    expect(await allProducts()).toEqual(before);

    // the file of an id-only change sent again: it changes nothing the second time
    const change: CatalogImportRow[] = [{ row: 2, id: existing.id, product: { fullPrice: 99 } }];
    expect(await imported(change)).toMatchObject({ updated: 1, unchanged: 0 });
    const edited: CatalogImportRow[] = [
      { row: 2, id: existing.id, product: { fullPrice: 99, inStock: true } },
    ];
    expect(await imported(edited)).toMatchObject({ state: 'completed', updated: 0, unchanged: 1 });
    expect((await allProducts()).length).toBe(before.length);
  });

  it('refuses rows that break the promotion rules or give a negative price', async () => {
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
    const result = await check([
      { row: 2, id: existing.id, product: { name: { mk: 'Ново име' } } },
      { row: 3, id: onSale.id, product: { promoEndDate: '2026-10-15', fullPrice: 650 } },
      { row: 4, id: null, product: fields('Без датуми', { fullPrice: 500, promoPrice: 400 }) },
      { row: 5, id: null, product: fields('Негативна', { fullPrice: -5 }) },
    ]);
    expect(result).toEqual({
      dryRun: true,
      created: 0,
      updated: 1,
      unchanged: 0,
      errors: [
        {
          row: 3,
          field: 'promoPrice',
          key: 'promoPriceBelowFull',
          message: validationMessages.promoPriceBelowFull,
        },
        {
          row: 3,
          field: 'promoEndDate',
          key: 'promoDatesOrder',
          message: validationMessages.promoDatesOrder,
        },
        {
          row: 4,
          field: 'promoStartDate',
          key: 'promoStartRequired',
          message: validationMessages.promoStartRequired,
        },
        {
          row: 4,
          field: 'promoEndDate',
          key: 'promoEndRequired',
          message: validationMessages.promoEndRequired,
        },
        { row: 5, field: 'fullPrice', key: 'priceMin', message: validationMessages.priceMin },
      ],
    });
    expect(await allProducts()).toEqual(before);
  });

  it('answers 404 for an unknown import', async () => {
    const response = await catalog.call('GET', '/products/imports/0123456789abcdef01234567');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'IMPORT_NOT_FOUND' } });
  });
});
