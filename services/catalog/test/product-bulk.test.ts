import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PRODUCT_BULK_MAX,
  validationMessages,
  type BilingualCategory,
  type BilingualProduct,
  type ErrorBody,
  type ProductBulkResult,
} from '@hiti/contracts';
import { startCatalog, type TestCatalog } from './support/catalog';
import { fields } from './support/imports';

let catalog: TestCatalog;
let stoves: BilingualCategory;
const ids: Record<string, number> = {};

const create = async (name: string, overrides: Record<string, unknown>) => {
  const response = await catalog.call('POST', '/products', fields(name, overrides));
  expect(response.statusCode).toBe(201);
  ids[name] = response.json<BilingualProduct>().id;
};

const read = async (name: string) =>
  (await catalog.call('GET', `/products/${ids[name]}`)).json<BilingualProduct>();

const preview = (body: unknown) => catalog.call('POST', '/products/bulk/preview', body);
const apply = (body: unknown) => catalog.call('POST', '/products/bulk', body);

beforeAll(async () => {
  catalog = await startCatalog({ recordEvents: true });
  await catalog.call('POST', '/categories', { name: { mk: 'Aksesor' } });
  stoves = (await catalog.call('POST', '/categories', { name: { mk: 'Печки', al: 'Soba' } })).json();
  await create('Печка А', { category: stoves.id, fullPrice: 100, unitPrice: 10.05 });
  await create('Печка Б', { category: stoves.id, fullPrice: 0.4 });
  await create('Печка без цена', { category: stoves.id, fullPrice: null });
  await create('Решетка', { fullPrice: 59.99, inStock: true });
});

afterAll(async () => {
  await catalog.close();
});

describe('bulk changes of products', () => {
  it('previews a price change of a category, rounded to the cent and never below 0, writing nothing', async () => {
    const body = { target: { categoryId: stoves.id }, action: { kind: 'price', by: 'amount', change: -0.5 } };
    const response = await preview(body);
    expect(response.statusCode).toBe(200);
    const result = response.json<ProductBulkResult>();
    expect(result.unchanged).toBe(1);
    expect(
      result.changes.map(({ name, before, after }) => [name.mk, before.fullPrice, after.fullPrice]),
    ).toEqual([
      ['Печка А', 100, 99.5],
      ['Печка Б', 0.4, 0],
    ]);
    expect(result.changes[0]?.after.unitPrice).toBe(9.55);
    expect((await read('Печка А')).fullPrice).toBe(100);
  });

  it('applies a percentage to the chosen products and announces each change', async () => {
    const body = {
      target: { productIds: [ids['Печка А'], ids['Решетка']] },
      action: { kind: 'price', by: 'percent', change: 12.5 },
    };
    const response = await apply(body);
    expect(response.statusCode).toBe(200);
    expect(response.json<ProductBulkResult>().changes.map((change) => change.after.fullPrice)).toEqual([
      112.5, 67.49,
    ]);
    expect((await read('Печка А')).unitPrice).toBe(11.31);
    expect((await read('Решетка')).fullPrice).toBe(67.49);
    await catalog.waitForEvent(
      (event) => event.name === 'product.updated' && (event.payload as { id: number }).id === ids['Решетка'],
    );
  });

  it('starts a promotion by a discount with its dates, skipping a product without a full price, and ends it', async () => {
    const promotion = {
      target: { categoryId: stoves.id },
      action: {
        kind: 'promoStart',
        by: 'percent',
        value: 20,
        startDate: '2026-01-01',
        endDate: '2026-01-31',
      },
    };
    const started = (await apply(promotion)).json<ProductBulkResult>();
    expect(started.changes.map((change) => [change.id, change.after.promoPrice])).toEqual([
      [ids['Печка А'], 90],
      [ids['Печка Б'], 0.32],
    ]);
    expect(started.unchanged).toBe(1);
    expect(await read('Печка А')).toMatchObject({
      onPromo: true,
      promoPrice: 90,
      promoStartDate: '2025-12-31T23:00:00.000Z',
      promoEndDate: '2026-01-31T22:59:59.999Z',
    });
    const ended = await apply({ target: { categoryId: stoves.id }, action: { kind: 'promoEnd' } });
    expect(ended.json<ProductBulkResult>().changes).toHaveLength(2);
    expect(await read('Печка А')).toMatchObject({ onPromo: false, promoPrice: null, promoEndDate: null });
  });

  it('sets stock and featured on every product of the target', async () => {
    await apply({ target: { categoryId: stoves.id }, action: { kind: 'stock', inStock: false } });
    await apply({ target: { productIds: [ids['Решетка']] }, action: { kind: 'featured', featured: true } });
    expect((await read('Печка без цена')).inStock).toBe(false);
    expect((await read('Печка Б')).inStock).toBe(false);
    expect((await read('Решетка')).featured).toBe(true);
    expect((await read('Решетка')).inStock).toBe(true);
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const refusals: [unknown, { path: string; key?: string; message: string }][] = [
      [
        { target: {}, action: { kind: 'stock', inStock: true } },
        { path: 'target', key: 'bulkTargetRequired', message: validationMessages.bulkTargetRequired },
      ],
      [
        { target: { productIds: [ids['Печка А'], 999_999] }, action: { kind: 'featured', featured: true } },
        { path: 'target.productIds', key: 'productUnknown', message: validationMessages.productUnknown },
      ],
      [
        {
          target: { productIds: Array.from({ length: PRODUCT_BULK_MAX + 1 }, (_, index) => index + 1) },
          action: { kind: 'featured', featured: true },
        },
        {
          path: 'target.productIds',
          key: 'bulkTooManyProducts',
          message: validationMessages.bulkTooManyProducts,
        },
      ],
      [
        { target: { categoryId: stoves.id }, action: { kind: 'price', by: 'percent', change: -100 } },
        { path: 'action.change', key: 'bulkPercentRange', message: validationMessages.bulkPercentRange },
      ],
      [
        {
          target: { categoryId: stoves.id },
          action: {
            kind: 'promoStart',
            by: 'percent',
            value: 120,
            startDate: '2026-02-01',
            endDate: '2026-01-01',
          },
        },
        { path: 'action.value', key: 'bulkDiscountRange', message: validationMessages.bulkDiscountRange },
      ],
      [
        { target: { categoryId: 999 }, action: { kind: 'stock', inStock: true } },
        { path: 'target.categoryId', key: 'categoryUnknown', message: validationMessages.categoryUnknown },
      ],
      [
        { target: { categoryId: stoves.id }, action: { kind: 'stock', inStock: false } },
        { path: 'action', key: 'bulkNothingChanges', message: validationMessages.bulkNothingChanges },
      ],
    ];
    for (const [body, detail] of refusals) {
      const response = await apply(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<ErrorBody>().error.details).toContainEqual(detail);
    }
    expect((await read('Печка А')).featured).toBe(false);
  });
});
