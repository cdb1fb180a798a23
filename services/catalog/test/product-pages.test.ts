import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@hiti/contracts';
import type { BilingualProduct, BilingualProductPage } from '@hiti/contracts';
import { startCatalog, type TestCatalog } from './support/catalog';

const PRODUCTS = 45;
let catalog: TestCatalog;

async function get(pathAndQuery: string) {
  return catalog.call('GET', `/products${pathAndQuery}`);
}

async function page(query: string): Promise<BilingualProductPage> {
  const response = await get(`/page${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BilingualProductPage>();
}

async function all(query = ''): Promise<number[]> {
  const response = await get(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BilingualProduct[]>().map((product) => product.id);
}

const idsOf = (answer: BilingualProductPage) => answer.items.map((product) => product.id);

beforeAll(async () => {
  catalog = await startCatalog();
  for (const name of ['Soba', 'Aksesor']) {
    expect((await catalog.call('POST', '/categories', { name: { mk: name } })).statusCode).toBe(201);
  }
  for (let index = 1; index <= PRODUCTS; index += 1) {
    const response = await catalog.call('POST', '/products', {
      name: { mk: `Производ ${index}` },
      description: { mk: index % 3 === 0 ? 'пелети' : 'камин' },
      category: index % 2 === 0 ? 'Aksesor' : 'Soba',
      imageUrl: '/attached_assets/demo.jpg',
      fullPrice: (index * 37) % 101,
      featured: index % 10 === 0,
    });
    expect(response.statusCode, response.body).toBe(201);
  }
});

afterAll(async () => {
  await catalog.close();
});

describe('product pages', () => {
  it('answers a page of the list in its order, with the number of matches', async () => {
    const every = await all('?sort=price-low-high');
    expect(every).toHaveLength(PRODUCTS);
    const pages = await Promise.all([1, 2, 3].map((n) => page(`?sort=price-low-high&page=${n}&pageSize=20`)));
    expect(pages.map(idsOf).flat()).toEqual(every);
    expect(pages.map((answer) => [answer.page, answer.pageSize, answer.total])).toEqual([
      [1, 20, PRODUCTS],
      [2, 20, PRODUCTS],
      [3, 20, PRODUCTS],
    ]);
    expect(pages[2]?.items).toHaveLength(5);
  });

  it('pages a filtered, searched and sorted list, counting only its matches', async () => {
    const every = await all('?category=Aksesor&search=pelet&sort=price-high-low');
    expect(every.length).toBeGreaterThan(3);
    const first = await page('?category=Aksesor&search=pelet&sort=price-high-low&pageSize=3');
    const second = await page('?category=Aksesor&search=pelet&sort=price-high-low&pageSize=3&page=2');
    expect([...idsOf(first), ...idsOf(second)]).toEqual(every.slice(0, 6));
    expect(first.total).toBe(every.length);
  });

  it('fills in the other paging field with its default, and answers an empty page past the last', async () => {
    const onlyPage = await page('?page=2');
    expect(onlyPage).toMatchObject({ page: 2, pageSize: DEFAULT_PAGE_SIZE, total: PRODUCTS });
    expect(idsOf(onlyPage)).toEqual((await all()).slice(DEFAULT_PAGE_SIZE, 2 * DEFAULT_PAGE_SIZE));
    expect(await page('?pageSize=5')).toMatchObject({ page: 1, pageSize: 5 });
    expect(await page('?page=99&pageSize=10')).toEqual({
      items: [],
      total: PRODUCTS,
      page: 99,
      pageSize: 10,
    });
  });

  it.each([
    ['a page of 0', '?page=0'],
    ['a negative page', '?page=-1'],
    ['a page that is no number', '?page=two'],
    [`more than ${MAX_PAGE_SIZE} per page`, `?pageSize=${MAX_PAGE_SIZE + 1}`],
    ['a page size of 0', '?pageSize=0'],
    ['a fractional page size', '?pageSize=2.5'],
  ])('refuses %s with the one error shape', async (_what, query) => {
    const response = await get(`/page${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });

  it('refuses a whole list that matches more than its atMost, naming the paging fields', async () => {
    const response = await get('?atMost=10');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'LIST_TOO_LONG', details: [{ path: 'pageSize' }] },
    });
    expect(response.json<{ error: { message: string } }>().error.message).toContain('10');
    // a page knows no atMost; a list matching no more than it is answered whole
    expect((await get('/page?atMost=10')).statusCode).toBe(400);
    expect(await all('?atMost=10&featured=true')).toHaveLength(4);
    expect(await all(`?atMost=${PRODUCTS}`)).toHaveLength(PRODUCTS);
  });

  it('answers each page in one language with ?lang=', async () => {
    const answer = await page('?lang=mk&pageSize=2');
    expect(answer.items.map((product) => typeof product.name)).toEqual(['string', 'string']);
  });
});
