import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  validationMessages,
  type BilingualProduct,
  type CatalogImportRow,
  type CatalogImportStart,
  type ErrorBody,
  type ProductImportResult,
} from '@hiti/contracts';
import { startCatalog, type TestCatalog } from './support/catalog';
import { fields, waitForImport } from './support/imports';

let catalog: TestCatalog;

const create = (name: string, code: string | null) =>
  catalog.call('POST', '/products', { ...fields(name), code });

const codeTaken = { path: 'code', key: 'productCodeTaken', message: validationMessages.productCodeTaken };

const search = async (text: string) =>
  (await catalog.call('GET', `/products?search=${encodeURIComponent(text)}`))
    .json<BilingualProduct[]>()
    .map((product) => product.name.mk);

beforeAll(async () => {
  catalog = await startCatalog();
  await catalog.call('POST', '/categories', { name: { mk: 'Aksesor' } });
});

afterAll(async () => {
  await catalog.close();
});

describe('product codes', () => {
  it('keeps a code unique: a second product with it is refused under the code field, nothing written', async () => {
    expect((await create('Камин Верона', 'KV-70')).statusCode).toBe(201);
    const twice = await create('Друг камин', 'KV-70');
    expect(twice.statusCode).toBe(409);
    expect(twice.json<ErrorBody>().error).toMatchObject({ code: 'PRODUCT_CODE_TAKEN', details: [codeTaken] });
    expect(await search('Друг')).toEqual([]);
  });

  it('lets any number of products go without a code, and refuses a code taken by an update', async () => {
    const first = (await create('Без шифра 1', null)).json<BilingualProduct>();
    const second = (await create('Без шифра 2', '')).json<BilingualProduct>();
    expect([first.code, second.code]).toEqual([null, null]);
    const taken = await catalog.call('PATCH', `/products/${second.id}`, { code: 'KV-70' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<ErrorBody>().error.details).toEqual([codeTaken]);
    const given = await catalog.call('PATCH', `/products/${second.id}`, { code: ' bs-2 ' });
    expect(given.json<BilingualProduct>().code).toBe('BS-2');
    expect((await create('Уште еден', 'kv-70')).statusCode).toBe(409);
  });

  it('refuses a code with characters no article number has', async () => {
    const response = await create('Чуден', 'KV<70>');
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().error.details).toEqual([
      { path: 'code', key: 'productCodeInvalid', message: validationMessages.productCodeInvalid },
    ]);
  });

  it('finds a product by its exact code in either case, not by a part of it', async () => {
    expect(await search('kv-70')).toEqual(['Камин Верона']);
    expect(await search(' KV-70 ')).toEqual(['Камин Верона']);
    expect(await search('KV-7')).toEqual([]);
  });

  it('updates the product whose code an import row has instead of adding another', async () => {
    const rows: CatalogImportRow[] = [
      { row: 2, id: null, product: { ...fields('Камин Верона 70'), code: 'KV-70', fullPrice: 1500 } },
      { row: 3, id: null, product: { ...fields('Нов со шифра'), code: 'NS-1' } },
    ];
    const checked = await catalog.call('POST', '/products/import/check', { rows });
    expect(checked.json<ProductImportResult>()).toMatchObject({ created: 1, updated: 1, errors: [] });
    const started = (await catalog.call('POST', '/products/imports', { rows })).json<CatalogImportStart>();
    if (!('import' in started)) throw new Error(`refused: ${JSON.stringify(started.refused)}`);
    await waitForImport(catalog, started.import.id, (job) => job.finishedAt !== null);
    const verona = (await catalog.call('GET', '/products?search=KV-70')).json<BilingualProduct[]>();
    expect(verona).toMatchObject([{ name: { mk: 'Камин Верона 70' }, fullPrice: 1500, code: 'KV-70' }]);
    expect(await search('NS-1')).toEqual(['Нов со шифра']);
  });

  it('refuses an import giving one code to two products, or a product another product’s code', async () => {
    const verona = (await catalog.call('GET', '/products?search=KV-70')).json<BilingualProduct[]>()[0];
    const rows: CatalogImportRow[] = [
      { row: 2, id: null, product: { ...fields('Прв'), code: 'TWICE-1' } },
      { row: 3, id: null, product: { ...fields('Втор'), code: 'twice-1' } },
      { row: 4, id: null, product: { ...fields('Трет'), code: 'TWICE-1' } },
      { row: 5, id: verona?.id ?? 0, product: { code: 'NS-1' } },
    ];
    const checked = await catalog.call('POST', '/products/import/check', { rows });
    expect(checked.json<ProductImportResult>().errors).toEqual([
      { row: 3, field: 'code', key: 'productCodeTaken', message: validationMessages.productCodeTaken },
      { row: 4, field: 'code', key: 'productCodeTaken', message: validationMessages.productCodeTaken },
      { row: 5, field: 'code', key: 'productCodeTaken', message: validationMessages.productCodeTaken },
    ]);
  });
});
