import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_HEADERS, type BilingualProduct } from '@hiti/contracts';
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

  it('answer a list carrying a consistency token they already checked under from the copy they hold', async () => {
    const underToken = (token: string) => ({ [INTERNAL_HEADERS.consistencyToken]: token });
    const listed = async (token: string) =>
      names(await second.call('GET', '/products?search=bukovi', undefined, underToken(token)));
    expect(await listed('before')).toEqual([]);
    const created = await first.call('POST', '/products', {
      name: { mk: 'Букови пелети', al: 'Pelet bukovi' },
      description: { mk: 'Пелети' },
      category: 'Огништа',
      imageUrl: '/attached_assets/demo.jpg',
      fullPrice: 6,
    });
    expect(created.statusCode, created.body).toBe(201);
    // The write was acknowledged after the copy was checked under "before": that token no longer
    // vouches for it, so the gateway (whose token moved on with the write) never sees the copy again.
    expect(await listed('before')).toEqual([]);
    expect(await listed('after')).toEqual(['Букови пелети']);
    expect(names(await second.call('GET', '/products?search=bukovi'))).toEqual(['Букови пелети']);
  });
});
