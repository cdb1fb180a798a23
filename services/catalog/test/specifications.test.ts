import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldIssue, validationMessages } from '@hiti/contracts';
import type { BilingualCategory, BilingualProduct, Product } from '@hiti/contracts';
import { startCatalog, type TestCatalog } from './support/catalog';

let catalog: TestCatalog;
let stoves: BilingualCategory;
let accessories: BilingualCategory;

const base = { imageUrl: '/attached_assets/demo.jpg', description: { mk: 'Опис', al: 'Përshkrim' } };

async function created(body: Record<string, unknown>): Promise<BilingualProduct> {
  const response = await catalog.call('POST', '/products', { ...base, ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<BilingualProduct>();
}

async function product(id: number): Promise<BilingualProduct> {
  return (await catalog.call('GET', `/products/${id}`)).json<BilingualProduct>();
}

const refusal = (response: { statusCode: number; json: <T>() => T }) => ({
  status: response.statusCode,
  details: response.json<{ error: { details?: Array<{ path: string; message: string }> } }>().error.details,
});

beforeAll(async () => {
  catalog = await startCatalog();
  const stoveResponse = await catalog.call('POST', '/categories', {
    name: { mk: 'Шпорети', al: 'Sobë' },
    specificationKeys: ['heatOutput', 'heatedVolume', 'fuel', 'energyClass', 'oven'],
  });
  expect(stoveResponse.statusCode, stoveResponse.body).toBe(201);
  stoves = stoveResponse.json<BilingualCategory>();
  accessories = (
    await catalog.call('POST', '/categories', { name: { mk: 'Додатоци', al: 'Aksesorë' } })
  ).json<BilingualCategory>();
});

afterAll(async () => {
  await catalog.close();
});

describe('categories list their attributes', () => {
  it('answers the attributes chosen, none for a category without', async () => {
    expect(stoves.specificationKeys).toEqual(['heatOutput', 'heatedVolume', 'fuel', 'energyClass', 'oven']);
    expect(accessories.specificationKeys).toEqual([]);
  });

  it('refuses an attribute that is not declared', async () => {
    const response = await catalog.call('PATCH', `/categories/${stoves.id}`, {
      specificationKeys: ['colour'],
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('product specifications', () => {
  it('stores and answers the values of its category’s attributes', async () => {
    const stove = await created({
      name: { mk: 'Шпорет Алфа', al: 'Sobë Alfa' },
      category: stoves.id,
      specifications: { heatOutput: 8.5, fuel: 'wood', oven: true },
    });
    expect(stove.specifications).toEqual({ heatOutput: 8.5, fuel: 'wood', oven: true });
    const inMacedonian = (await catalog.call('GET', `/products/${stove.id}?lang=mk`)).json<Product>();
    expect(inMacedonian.specifications).toEqual({ heatOutput: 8.5, fuel: 'wood', oven: true });
  });

  it('an update sets the values it gives, clears those given as null and keeps the others', async () => {
    const stove = await created({
      name: { mk: 'Шпорет Бета' },
      category: stoves.id,
      specifications: { heatOutput: 9, fuel: 'wood', oven: true },
    });
    const response = await catalog.call('PATCH', `/products/${stove.id}`, {
      specifications: { heatOutput: 11.2, oven: null, energyClass: 'A+' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await product(stove.id)).specifications).toEqual({
      heatOutput: 11.2,
      fuel: 'wood',
      energyClass: 'A+',
    });
  });

  it.each([
    [{ weight: 90 }, 'specifications.weight', 'specificationNotApplicable'] as const,
    [{ heatOutput: 150 }, 'specifications.heatOutput', 'specificationRange_heatOutput'] as const,
    [{ fuel: 'coal' }, 'specifications.fuel', 'specificationChoice'] as const,
    [{ oven: 'yes' }, 'specifications.oven', 'specificationYesNo'] as const,
    [{ heatOutput: '8 kW' }, 'specifications.heatOutput', 'specificationNumber'] as const,
  ])('refuses %j naming the field, and writes nothing', async (specifications, path, key) => {
    const before = (await catalog.call('GET', '/products')).json<BilingualProduct[]>().length;
    const response = await catalog.call('POST', '/products', {
      ...base,
      name: { mk: 'Одбиен' },
      category: stoves.id,
      specifications,
    });
    expect(refusal(response)).toEqual({ status: 400, details: [fieldIssue(path, key)] });
    expect((await catalog.call('GET', '/products')).json<BilingualProduct[]>()).toHaveLength(before);
  });

  it('refuses on an update a value its category does not list, and one for the category it moves to', async () => {
    const stove = await created({
      name: { mk: 'Шпорет Гама' },
      category: stoves.id,
      specifications: { fuel: 'gas' },
    });
    const notListed = await catalog.call('PATCH', `/products/${stove.id}`, {
      specifications: { weight: 50 },
    });
    expect(refusal(notListed)).toEqual({
      status: 400,
      details: [
        {
          path: 'specifications.weight',
          key: 'specificationNotApplicable',
          message: validationMessages.specificationNotApplicable,
        },
      ],
    });
    const moved = await catalog.call('PATCH', `/products/${stove.id}`, {
      category: accessories.id,
      specifications: { fuel: 'wood' },
    });
    expect(refusal(moved).details).toEqual([
      {
        path: 'specifications.fuel',
        key: 'specificationNotApplicable',
        message: validationMessages.specificationNotApplicable,
      },
    ]);
    expect((await product(stove.id)).specifications).toEqual({ fuel: 'gas' });
    expect((await product(stove.id)).categoryId).toBe(stoves.id);
  });

  it('hides the values of an attribute its category drops, and shows them again when it is listed again', async () => {
    const stove = await created({
      name: { mk: 'Шпорет Делта' },
      category: stoves.id,
      specifications: { heatOutput: 7, fuel: 'pellets' },
    });
    const dropped = await catalog.call('PATCH', `/categories/${stoves.id}`, {
      specificationKeys: ['heatOutput', 'heatedVolume', 'energyClass', 'oven'],
    });
    expect(dropped.statusCode).toBe(200);
    expect((await product(stove.id)).specifications).toEqual({ heatOutput: 7 });
    const listed = (await catalog.call('GET', '/products?search=delta')).json<BilingualProduct[]>();
    expect(listed.map((item) => item.specifications)).toEqual([{ heatOutput: 7 }]);
    // an edit of the shown values leaves the hidden one alone
    await catalog.call('PATCH', `/products/${stove.id}`, { specifications: { heatOutput: 7.5 } });
    await catalog.call('PATCH', `/categories/${stoves.id}`, { specificationKeys: stoves.specificationKeys });
    expect((await product(stove.id)).specifications).toEqual({ heatOutput: 7.5, fuel: 'pellets' });
  });

  it('keeps products without specifications working', async () => {
    const plain = await created({ name: { mk: 'Ракавици' }, category: accessories.id });
    expect(plain.specifications).toEqual({});
  });
});

describe('search reads the chosen values', () => {
  it('finds a pellet stove by its fuel in either script and language', async () => {
    const pellet = await created({
      name: { mk: 'Шпорет Епсилон', al: 'Sobë Epsilon' },
      category: stoves.id,
      specifications: { fuel: 'pellets' },
    });
    for (const search of ['pelet', 'пелет', 'Pellets', 'epsilon pelet']) {
      const found = (await catalog.call('GET', `/products?search=${encodeURIComponent(search)}`)).json<
        BilingualProduct[]
      >();
      expect(
        found.map((item) => item.id),
        search,
      ).toContain(pellet.id);
      expect(
        found.every((item) => item.specifications?.fuel === 'pellets'),
        search,
      ).toBe(true);
    }
  });
});
