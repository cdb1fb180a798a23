import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BilingualProduct } from '@hiti/contracts';
import { spyOnReadyAnswers } from './support/ready-answers-spy';
import { internalHeaders, startTestSystem, type TestSystem } from './support/system';

let system: TestSystem;
let url: string;
let product: BilingualProduct;
/** Whether each request the gateway received was answered before Fastify (true) or left to it (false). */
let answeredEarly: boolean[];

const NOT_COMPARED = new Set(['date', 'x-request-id', 'keep-alive', 'connection']);

function comparableHeaders(response: Response): Record<string, string> {
  return Object.fromEntries([...response.headers].filter(([name]) => !NOT_COMPARED.has(name)));
}

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}${path}`, { headers });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

/** Reads `path` until the answer came before Fastify; answers that read. */
async function readyRead(path: string, headers: Record<string, string> = {}) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    answeredEarly = [];
    const read = await get(path, headers);
    if (answeredEarly[0] === true) return read;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${path} was never answered before Fastify`);
}

/** Like `readyRead`, with the body as it was sent (not decoded). */
async function readyWire(path: string, acceptEncoding: string) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    answeredEarly = [];
    const response = await request(`${url}${path}`, { headers: { 'accept-encoding': acceptEncoding } });
    const body = Buffer.from(await response.body.arrayBuffer());
    if (answeredEarly[0] === true) return { headers: response.headers, body };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${path} was never answered before Fastify`);
}

/** How many answers of `route` with `status` the request histogram has counted. */
async function countedAnswers(route: string, status: number): Promise<number> {
  const text = await system.gateway.metrics.getSingleMetricAsString('http_request_duration_seconds');
  const line = text
    .split('\n')
    .find(
      (row) =>
        row.startsWith('http_request_duration_seconds_count{') &&
        row.includes(`route="${route}"`) &&
        row.includes(`status_code="${status}"`),
    );
  return Number(line?.split(' ').at(-1) ?? 0);
}

beforeAll(async () => {
  system = await startTestSystem({ services: ['catalog'] });
  await system.gateway.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(system.gateway.server.address() as AddressInfo).port}`;
  spyOnReadyAnswers(system.gateway, (answered) => answeredEarly.push(answered));
  const category = await system.services.catalog?.inject({
    method: 'POST',
    url: '/categories',
    headers: internalHeaders('super_admin'),
    payload: { name: { mk: 'Kamina Montues' } },
  });
  expect(category?.statusCode, category?.body).toBe(201);
  // three products: a list of them is large enough to be compressed
  const made: BilingualProduct[] = [];
  for (const [mk, al, fullPrice] of [
    ['Камин Охрид', 'Kamin Ohri', 2100],
    ['Камин Преспа', 'Kamin Prespa', 1650],
    ['Печка Струга', 'Sobë Struga', 890],
  ] as const) {
    const created = await system.services.catalog?.inject({
      method: 'POST',
      url: '/products',
      headers: internalHeaders('super_admin'),
      payload: {
        name: { mk, al },
        description: { mk: 'Камин на дрва со панорамско стакло', al: 'Kamin me dru me xham panoramik' },
        category: 'Kamina Montues',
        imageUrl: '/attached_assets/demo-kamin-montues_600w.jpg',
        fullPrice,
      },
    });
    expect(created?.statusCode, created?.body).toBe(201);
    made.push(created?.json<BilingualProduct>() as BilingualProduct);
  }
  const [first] = made;
  if (!first) throw new Error('no product was created');
  product = first;
});

afterAll(async () => {
  vi.restoreAllMocks();
  await system?.close();
});

describe('ready answers of public reads', () => {
  it('answers a repeated read before Fastify with the bytes and headers the route sent', async () => {
    answeredEarly = [];
    const first = await get(`/api/products/${product.id}?lang=mk`);
    expect(first.response.status).toBe(200);
    expect(answeredEarly).toEqual([false]);

    const ready = await readyRead(`/api/products/${product.id}?lang=mk`);
    expect(ready.response.status).toBe(200);
    expect(ready.body.equals(first.body)).toBe(true);
    expect(comparableHeaders(ready.response)).toEqual(comparableHeaders(first.response));
    expect(ready.response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const counted = await countedAnswers('/api/products/:id', 200);
    await readyRead(`/api/products/${product.id}?lang=mk`);
    expect(await countedAnswers('/api/products/:id', 200)).toBe(counted + 1);
    expect(JSON.parse(ready.body.toString('utf8'))).toMatchObject({ id: product.id, name: 'Камин Охрид' });
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const ready = await readyRead('/api/products');
    const etag = ready.response.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    answeredEarly = [];
    const revalidated = await get('/api/products', { 'if-none-match': etag });
    expect(answeredEarly).toEqual([true]);
    expect(revalidated.response.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.response.headers.get('etag')).toBe(etag);
  });

  it('keeps a caller’s plain request id and replaces anything else', async () => {
    const path = `/api/products/${product.id}`;
    await readyRead(path);
    const kept = await get(path, { 'x-request-id': 'trace-42.a_b' });
    expect(kept.response.headers.get('x-request-id')).toBe('trace-42.a_b');
    const replaced = await get(path, { 'x-request-id': 'bad id\twith spaces' });
    expect(replaced.response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends brotli and gzip variants compressed once, decoding to the same bytes', async () => {
    const plain = await readyRead('/api/products?sort=price-low-high');
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await readyWire('/api/products?sort=price-low-high', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gzip = await readyWire('/api/products?sort=price-low-high', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
  });

  it('stops answering early once the product changes, and the route answers with the new price', async () => {
    const path = `/api/products/${product.id}`;
    await readyRead(path);
    const updated = await system.services.catalog?.inject({
      method: 'PATCH',
      url: `/products/${product.id}`,
      headers: internalHeaders('super_admin'),
      payload: { fullPrice: 2450 },
    });
    expect(updated?.statusCode, updated?.body).toBe(200);
    // the catalog's product.updated event drops the gateway's cached products
    await expect
      .poll(async () => JSON.parse((await get(path)).body.toString('utf8')).fullPrice, { timeout: 10_000 })
      .toBe(2450);
  });

  it('gives /api answers the security headers of an API, and pages those of a document', async () => {
    const api = await readyRead('/api/products');
    expect(api.response.headers.get('content-security-policy')).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    expect(api.response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(api.response.headers.get('referrer-policy')).toBe('no-referrer');
    const health = await get('/health/live');
    expect(health.response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(health.response.headers.get('x-frame-options')).toBeNull();
  });
});
