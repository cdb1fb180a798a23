import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BilingualProduct } from '@hiti/contracts';
import { startCatalog, type TestCatalog } from './support/catalog';

let first: TestCatalog & { dbName: string };
let second: TestCatalog;

const names = (response: { json: <T>() => T }) =>
  response.json<BilingualProduct[]>().map((product) => product.name.mk);

beforeAll(async () => {
  first = await startCatalog();
  second = await startCatalog({ dbName: first.dbName });
  expect((await first.call('POST', '/categories', { name: { mk: 'Камини', al: 'Kamina' } })).statusCode).toBe(
    201,
  );
});

afterAll(async () => {
  await second.close();
  await first.close();
});

/** Lists are answered from the catalogue each replica holds; a write through another must show at once. */
describe('two replicas on one database', () => {
  it('list a product written through the other replica on the very next read', async () => {
    expect(names(await second.call('GET', '/products'))).toEqual([]);
    const created = await first.call('POST', '/products', {
      name: { mk: 'Камин Охрид', al: 'Kamin Ohri' },
      description: { mk: 'Камин на дрва' },
      category: 'Камини',
      imageUrl: '/attached_assets/demo.jpg',
      fullPrice: 800,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<BilingualProduct>().id;
    expect(names(await second.call('GET', '/products'))).toEqual(['Камин Охрид']);

    await first.call('PATCH', `/products/${id}`, { name: { mk: 'Камин Струга', al: 'Kamin Struga' } });
    expect(names(await second.call('GET', '/products?search=struga'))).toEqual(['Камин Струга']);
    expect(names(await second.call('GET', '/products?search=ohrid'))).toEqual([]);

    await first.call('DELETE', `/products/${id}`);
    expect(names(await second.call('GET', '/products'))).toEqual([]);
  });

  it('follow a category renamed through the other replica (names and search)', async () => {
    await first.call('POST', '/products', {
      name: { mk: 'Пелети', al: 'Pelet' },
      description: { mk: 'Пелети од бука' },
      category: 'Камини',
      imageUrl: '/attached_assets/demo.jpg',
      fullPrice: 5,
    });
    expect((await second.call('GET', '/products?category=Камини')).json<BilingualProduct[]>()).toHaveLength(
      1,
    );
    const [category] = (await first.call('GET', '/categories')).json<Array<{ id: number }>>();
    const renamed = await first.call('PATCH', `/categories/${category?.id}`, {
      name: { mk: 'Огништа', al: 'Vatra' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const listed = (await second.call('GET', '/products?search=vatra')).json<BilingualProduct[]>();
    expect(listed.map((product) => product.category)).toEqual([{ mk: 'Огништа', al: 'Vatra' }]);
    expect((await second.call('GET', '/products?category=Камини')).json<BilingualProduct[]>()).toEqual([]);
    expect((await second.call('GET', '/products?category=vatra')).json<BilingualProduct[]>()).toHaveLength(1);
  });
});
