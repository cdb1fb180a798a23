import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BilingualProduct } from '@hiti/contracts';
import { startCatalog, type TestCatalog } from './support/catalog';

/** A Redis that takes connections and never answers: BullMQ would wait for it forever. */
const frozenRedis = net.createServer(() => undefined);
let catalog: TestCatalog;

beforeAll(async () => {
  await new Promise<void>((resolve) => frozenRedis.listen(0, '127.0.0.1', resolve));
  const { port } = frozenRedis.address() as net.AddressInfo;
  catalog = await startCatalog({ redisUrl: `redis://127.0.0.1:${port}` });
});

afterAll(async () => {
  await catalog.close();
  frozenRedis.close();
});

describe('writes while Redis does not answer', () => {
  it('are acknowledged and stored although their events cannot be published', async () => {
    const category = await catalog.call('POST', '/categories', { name: { mk: 'Soba' } });
    expect(category.statusCode).toBe(201);
    const created = await catalog.call('POST', '/products', {
      name: { mk: 'Sobë Korab' },
      description: { mk: 'Sobë çeliku' },
      category: 'Soba',
      fullPrice: 900,
      imageUrl: '/attached_assets/demo.jpg',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<BilingualProduct>();

    const stored = await catalog.call('GET', `/products/${id}`);
    expect(stored.json<BilingualProduct>().name).toEqual({ mk: 'Sobë Korab', al: '' });
    expect((await catalog.call('DELETE', `/products/${id}`)).statusCode).toBe(200);
    expect((await catalog.call('GET', `/products/${id}`)).statusCode).toBe(404);
  });
});
