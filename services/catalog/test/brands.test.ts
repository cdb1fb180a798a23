import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  validationMessages,
  type BilingualProduct,
  type BilingualProductPage,
  type Brand,
  type Product,
  type ProductFacets,
} from '@hiti/contracts';
import { startCatalog, type TestCatalog } from './support/catalog';

let catalog: TestCatalog;
let stovesId = 0;

async function createBrand(body: object): Promise<Brand> {
  const response = await catalog.call('POST', '/brands', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Brand>();
}

async function createProduct(name: string, brandId: number | null, fuel = 'wood'): Promise<BilingualProduct> {
  const response = await catalog.call('POST', '/products', {
    name: { mk: name },
    description: { mk: name },
    category: stovesId,
    imageUrl: '/attached_assets/demo.jpg',
    specifications: { fuel },
    brandId,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<BilingualProduct>();
}

async function names(query: string): Promise<string[]> {
  const response = await catalog.call('GET', `/products/page?pageSize=50&sort=name-a-z&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BilingualProductPage>().items.map((product) => product.name.mk);
}

async function facets(query: string): Promise<ProductFacets> {
  const response = await catalog.call('GET', `/products/facets${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProductFacets>();
}

beforeAll(async () => {
  catalog = await startCatalog({ recordEvents: true });
  const stoves = await catalog.call('POST', '/categories', {
    name: { mk: 'Печки', al: 'Soba' },
    specificationKeys: ['fuel'],
  });
  expect(stoves.statusCode, stoves.body).toBe(201);
  stovesId = stoves.json<{ id: number }>().id;
});

afterAll(async () => {
  await catalog.close();
});

describe('brands', () => {
  it('are created with ids, listed by order then name, and answered one by one', async () => {
    const jotul = await createBrand({ name: ' Jøtul ', websiteUrl: 'https://www.jotul.com', order: 2 });
    const mcz = await createBrand({ name: 'MCZ', order: 1 });
    const edilkamin = await createBrand({ name: 'Edilkamin', order: 2 });
    expect(jotul).toEqual({ id: jotul.id, name: 'Jøtul', websiteUrl: 'https://www.jotul.com', order: 2 });
    const listed = (await catalog.call('GET', '/brands')).json<Brand[]>();
    expect(listed.map((brand) => brand.name)).toEqual(['MCZ', 'Edilkamin', 'Jøtul']);
    expect((await catalog.call('GET', `/brands/${mcz.id}`)).json<Brand>()).toEqual(mcz);
    expect((await catalog.call('GET', '/brands/999')).statusCode).toBe(404);
    await catalog.waitForEvent(
      (event) => event.name === 'brand.created' && (event.payload as { id: number }).id === edilkamin.id,
    );
  });

  it('refuse a name another brand has, in any case, on create and on rename', async () => {
    const taken = await catalog.call('POST', '/brands', { name: 'mcz' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: { code: 'BRAND_NAME_TAKEN' } });
    const other = await createBrand({ name: 'Piazzetta' });
    const renamed = await catalog.call('PATCH', `/brands/${other.id}`, { name: 'JØTUL' });
    expect(renamed.statusCode).toBe(409);
    const blank = await catalog.call('POST', '/brands', { name: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      error: {
        details: [{ path: 'name', key: 'brandNameRequired', message: validationMessages.brandNameRequired }],
      },
    });
    expect((await catalog.call('DELETE', `/brands/${other.id}`)).statusCode).toBe(200);
  });

  it('go on the products that name them, and a rename shows on those products', async () => {
    const brand = await createBrand({ name: 'La Nordica' });
    const product = await createProduct('Шпорет Шар', brand.id);
    expect(product.brand).toEqual({ id: brand.id, name: 'La Nordica' });
    const renamed = await catalog.call('PATCH', `/brands/${brand.id}`, { name: 'La Nordica-Extraflame' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const read = (await catalog.call('GET', `/products/${product.id}?lang=al`)).json<Product>();
    expect(read.brand).toEqual({ id: brand.id, name: 'La Nordica-Extraflame' });
    const listed = await catalog.call('GET', `/products/page?brandId=${brand.id}`);
    expect(listed.json<BilingualProductPage>().items[0]?.brand?.name).toBe('La Nordica-Extraflame');
  });

  it('refuse a product naming a brand that does not exist, naming the field', async () => {
    const response = await catalog.call('POST', '/products', {
      name: { mk: 'Без марка' },
      description: { mk: 'Опис' },
      category: stovesId,
      imageUrl: '/attached_assets/demo.jpg',
      brandId: 9999,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: {
        code: 'VALIDATION_FAILED',
        details: [{ path: 'brandId', key: 'brandUnknown', message: validationMessages.brandUnknown }],
      },
    });
    const product = await createProduct('Без марка', null);
    expect(product.brand).toBeNull();
    const update = await catalog.call('PATCH', `/products/${product.id}`, { brandId: 9999 });
    expect(update.statusCode).toBe(400);
    expect((await catalog.call('GET', `/products/${product.id}`)).json<BilingualProduct>().brand).toBeNull();
  });

  it('refuse deleting a brand products use, naming how many, until none does', async () => {
    const brand = await createBrand({ name: 'Thermorossi' });
    const first = await createProduct('Термо 1', brand.id);
    const second = await createProduct('Термо 2', brand.id);
    const refused = await catalog.call('DELETE', `/brands/${brand.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: { code: 'BRAND_IN_USE', message: expect.stringMatching(/^2 products use this brand/) },
    });
    expect((await catalog.call('PATCH', `/products/${first.id}`, { brandId: null })).statusCode).toBe(200);
    expect((await catalog.call('DELETE', `/products/${second.id}`)).statusCode).toBe(200);
    const deleted = await catalog.call('DELETE', `/brands/${brand.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json<Brand>().name).toBe('Thermorossi');
    expect((await catalog.call('GET', `/brands/${brand.id}`)).statusCode).toBe(404);
  });
});

describe('brands in product lists', () => {
  let brandA = 0;
  let brandB = 0;

  beforeAll(async () => {
    brandA = (await createBrand({ name: 'Ravelli' })).id;
    brandB = (await createBrand({ name: 'Kratki' })).id;
    await createProduct('Филтер А1', brandA, 'pellets');
    await createProduct('Филтер А2', brandA, 'wood');
    await createProduct('Филтер Б1', brandB, 'wood');
  });

  it('filter by one brand or several (a comma list or the parameter repeated)', async () => {
    expect(await names(`search=филтер&brandId=${brandA}`)).toEqual(['Филтер А1', 'Филтер А2']);
    expect(await names(`search=филтер&brandId=${brandA},${brandB}`)).toEqual([
      'Филтер А1',
      'Филтер А2',
      'Филтер Б1',
    ]);
    expect(await names(`search=филтер&brandId=${brandB}&brandId=${brandA}`)).toHaveLength(3);
    expect(await names('search=филтер&brandId=99999')).toEqual([]);
    expect((await catalog.call('GET', '/products/page?brandId=ravelli')).statusCode).toBe(400);
  });

  it('count brands in the facets, leaving the brand filter out of its own counts', async () => {
    const all = await facets('?search=филтер');
    expect(all.brands).toEqual([
      { id: brandB, name: 'Kratki', count: 1 },
      { id: brandA, name: 'Ravelli', count: 2 },
    ]);
    expect(all.total).toBe(3);
    const chosen = await facets(`?search=филтер&brandId=${brandB}`);
    expect(chosen.total).toBe(1);
    expect(chosen.brands).toEqual(all.brands);
    // the other filters do narrow the brands' counts, and the brand filter the fuel counts
    const wood = await facets('?search=филтер&fuel=wood');
    expect(wood.brands.map((brand) => [brand.name, brand.count])).toEqual([
      ['Kratki', 1],
      ['Ravelli', 1],
    ]);
    const fuel = (await facets(`?search=филтер&brandId=${brandA}`)).facets.find(
      (facet) => facet.key === 'fuel',
    );
    expect(fuel).toMatchObject({
      options: [
        { value: 'wood', count: 1 },
        { value: 'pellets', count: 1 },
      ],
    });
  });

  it('find products by their brand name in the search, in any case and script', async () => {
    expect(await names('search=ravelli')).toEqual(['Филтер А1', 'Филтер А2']);
    expect(await names('search=KRATKI филтер')).toEqual(['Филтер Б1']);
    await catalog.call('PATCH', `/brands/${brandB}`, { name: 'Kratki Koperfam' });
    expect(await names('search=koperfam')).toEqual(['Филтер Б1']);
  });
});
