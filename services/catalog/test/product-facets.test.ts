import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BilingualProductPage, ProductFacets, Specifications } from '@hiti/contracts';
import { startCatalog, type TestCatalog } from './support/catalog';

let catalog: TestCatalog;
let stovesId = 0;

/** The catalogue every answer below is worked out from by hand. */
const STOVES: [string, Specifications, number][] = [
  ['Wood 6', { fuel: 'wood', heatOutput: 6, heatedVolume: 150, energyClass: 'A', oven: true }, 300],
  ['Wood 8', { fuel: 'wood', heatOutput: 8, heatedVolume: 200, energyClass: 'A+' }, 400],
  ['Wood 10', { fuel: 'wood', heatOutput: 10, heatedVolume: 250, energyClass: 'A+', oven: true }, 500],
  ['Wood 12.5', { fuel: 'wood', heatOutput: 12.5, heatedVolume: 320, energyClass: 'A' }, 600],
  ['Pellet 9', { fuel: 'pellets', heatOutput: 9, heatedVolume: 230, energyClass: 'A++', oven: false }, 900],
  ['Pellet 12', { fuel: 'pellets', heatOutput: 12, heatedVolume: 300, energyClass: 'A++' }, 1100],
  ['Gas 7', { fuel: 'gas', heatOutput: 7, energyClass: 'B' }, 700],
];

async function facets(query: string): Promise<ProductFacets> {
  const response = await catalog.call('GET', `/products/facets${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProductFacets>();
}

async function names(query: string): Promise<string[]> {
  // names sort with their numbers read as numbers (`Wood 8` before `Wood 10`)
  const response = await catalog.call('GET', `/products/page?pageSize=50&sort=name-a-z&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BilingualProductPage>().items.map((product) => product.name.mk);
}

const facetOf = (answer: ProductFacets, key: string) => answer.facets.find((facet) => facet.key === key);

beforeAll(async () => {
  catalog = await startCatalog();
  const stoves = await catalog.call('POST', '/categories', {
    name: { mk: 'Печки', al: 'Soba' },
    specificationKeys: ['fuel', 'heatOutput', 'heatedVolume', 'energyClass', 'oven'],
  });
  expect(stoves.statusCode, stoves.body).toBe(201);
  stovesId = stoves.json<{ id: number }>().id;
  const other = await catalog.call('POST', '/categories', { name: { mk: 'Прибор' }, specificationKeys: [] });
  expect(other.statusCode, other.body).toBe(201);
  const add = async (name: string, category: number | string, fullPrice: number, specifications = {}) => {
    const response = await catalog.call('POST', '/products', {
      ...{ name: { mk: name }, description: { mk: name }, imageUrl: '/attached_assets/demo.jpg' },
      ...{ category, fullPrice, specifications },
    });
    expect(response.statusCode, response.body).toBe(201);
  };
  for (const [name, specifications, fullPrice] of STOVES)
    await add(name, stovesId, fullPrice, specifications);
  await add('Клешти', 'Прибор', 20);
});

afterAll(async () => {
  await catalog.close();
});

describe('specification filters', () => {
  it('lists wood stoves of 8-12 kW: a choice set and a number range, bounds inclusive', async () => {
    expect(await names(`category=${stovesId}&fuel=wood&heatOutputMin=8&heatOutputMax=12`)).toEqual([
      'Wood 8',
      'Wood 10',
    ]);
    expect(await names('fuel=wood,pellets&heatOutputMin=9&heatOutputMax=12')).toEqual([
      'Pellet 9',
      'Pellet 12',
      'Wood 10',
    ]);
    // a choice set given as repeated parameters, as a form's checkboxes send it
    expect(await names('fuel=gas&fuel=pellets&heatedVolumeMax=250')).toEqual(['Pellet 9']);
  });

  it('filters yes/no attributes and combines with price and search', async () => {
    expect(await names('oven=true')).toEqual(['Wood 6', 'Wood 10']);
    expect(await names('oven=false')).toEqual(['Pellet 9']);
    expect(await names('energyClass=A%2B,A%2B%2B&maxPrice=900')).toEqual(['Pellet 9', 'Wood 8', 'Wood 10']);
    expect(await names('search=pellet&heatOutputMin=10')).toEqual(['Pellet 12']);
  });
});

describe('facet counts', () => {
  it('counts each attribute over every filter but its own', async () => {
    const answer = await facets(`?category=${stovesId}&fuel=wood&heatOutputMin=8&heatOutputMax=12`);
    expect(answer.total).toBe(2);
    // fuel's counts apply the power range only: Wood 8, Wood 10, Pellet 9, Pellet 12
    expect(facetOf(answer, 'fuel')).toEqual({
      key: 'fuel',
      kind: 'choice',
      options: [
        { value: 'wood', count: 2 },
        { value: 'pellets', count: 2 },
      ],
    });
    // the power range's own facet applies the fuel only: every wood stove
    expect(facetOf(answer, 'heatOutput')).toEqual({
      key: 'heatOutput',
      kind: 'number',
      min: 6,
      max: 12.5,
      count: 4,
    });
    expect(facetOf(answer, 'heatedVolume')).toEqual({
      key: 'heatedVolume',
      kind: 'number',
      min: 200,
      max: 250,
      count: 2,
    });
    expect(facetOf(answer, 'energyClass')).toEqual({
      key: 'energyClass',
      kind: 'choice',
      options: [{ value: 'A+', count: 2 }],
    });
    expect(facetOf(answer, 'oven')).toEqual({ key: 'oven', kind: 'yesNo', yes: 1, no: 0 });
  });

  it('hides empty choices and attributes, keeps the table order, and counts every product without filters', async () => {
    const answer = await facets('');
    expect(answer.total).toBe(STOVES.length + 1);
    expect(answer.facets.map((facet) => facet.key)).toEqual([
      'heatOutput',
      'heatedVolume',
      'fuel',
      'energyClass',
      'oven',
    ]);
    expect(facetOf(answer, 'fuel')).toMatchObject({
      options: [
        { value: 'wood', count: 4 },
        { value: 'pellets', count: 2 },
        { value: 'gas', count: 1 },
      ],
    });
    expect(facetOf(await facets('?category=Прибор'), 'fuel')).toBeUndefined();
    expect(await facets('?category=Прибор')).toEqual({ total: 1, facets: [], brands: [] });
  });

  it('applies price, stock and search filters to every facet', async () => {
    const answer = await facets('?maxPrice=500');
    expect(answer.total).toBe(4);
    expect(facetOf(answer, 'fuel')).toMatchObject({ options: [{ value: 'wood', count: 3 }] });
    expect(facetOf(answer, 'heatOutput')).toMatchObject({ min: 6, max: 10, count: 3 });
  });
});

describe('bad filters', () => {
  const refused = async (query: string, field: string) => {
    const response = await catalog.call('GET', `/products/facets?${query}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(JSON.stringify(response.json())).toContain(field);
    const list = await catalog.call('GET', `/products/page?${query}`);
    expect(list.statusCode, list.body).toBe(400);
  };

  it('refuses an unknown attribute, an unknown choice, a range out of order or out of range, naming it', async () => {
    await refused('colour=black', 'colour');
    await refused('fuel=coal', 'fuel');
    await refused('heatOutputMin=12&heatOutputMax=8', 'heatOutputMax');
    await refused('heatOutputMax=500', 'heatOutputMax');
    await refused('heatedVolumeMin=abc', 'heatedVolumeMin');
    await refused('oven=maybe', 'oven');
  });
});
