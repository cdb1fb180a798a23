import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BilingualProduct } from '@hiti/contracts';
import { createRedis } from '@hiti/service-kit';
import { testEnv } from '@hiti/local/test-env';
import { spyOnReadyAnswers } from './support/ready-answers-spy';
import { internalHeaders, startTestSystem, type TestSystem } from './support/system';

const webDist = join(import.meta.dirname, '..', '..', 'web', 'dist');
const redis = createRedis(testEnv().redisUrl);
let system: TestSystem;
let url: string;
let product: BilingualProduct;
/** Whether each request the gateway received was answered before Fastify (true) or left to it (false). */
let answeredEarly: boolean[] = [];

async function page(path: string, headers: Record<string, string> = {}) {
  answeredEarly = [];
  const response = await fetch(`${url}${path}`, { headers: { accept: 'text/html', ...headers } });
  return { status: response.status, html: await response.text(), early: answeredEarly[0] === true };
}

/** Whether the rendered page of `path` is kept in the shared (Redis) page cache. */
async function keptInRedis(path: string): Promise<boolean> {
  return (await redis.hexists(`${system.names.prefix}:cache:pages`, path)) === 1;
}

/** Asks for `path` until `accept` holds for its answer (an event reaches the gateway asynchronously). */
async function pageUntil(path: string, accept: (html: string) => boolean) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const answer = await page(path);
    if (accept(answer.html)) return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${path} never showed what was expected`);
}

async function renameDirectly(id: number, mk: string): Promise<void> {
  const renamed = await system.services.catalog?.inject({
    method: 'PATCH',
    url: `/products/${id}`,
    headers: internalHeaders('super_admin'),
    payload: { name: { mk, al: 'Kamin' } },
  });
  expect(renamed?.statusCode, renamed?.body).toBe(200);
}

beforeAll(async () => {
  if (!existsSync(join(webDist, 'server', 'entry-server.js'))) {
    throw new Error('build the web app first: npm run build -w @hiti/web');
  }
  system = await startTestSystem({ services: ['catalog', 'content'], env: { WEB_DIST: webDist } });
  await system.gateway.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(system.gateway.server.address() as AddressInfo).port}`;
  spyOnReadyAnswers(system.gateway, (answered) => answeredEarly.push(answered));
  const catalog = system.services.catalog;
  if (!catalog) throw new Error('the catalog is needed');
  const category = await catalog.inject({
    method: 'POST',
    url: '/categories',
    headers: internalHeaders('super_admin'),
    payload: { name: { mk: 'Печки', al: 'Sobat' } },
  });
  expect(category.statusCode, category.body).toBe(201);
  const created = await catalog.inject({
    method: 'POST',
    url: '/products',
    headers: internalHeaders('super_admin'),
    payload: {
      name: { mk: 'Камин Охрид', al: 'Kamin Ohri' },
      description: { mk: 'Камин на дрва', al: 'Kamin me dru' },
      category: 'Печки',
      imageUrl: '/attached_assets/demo.jpg',
      fullPrice: 1200,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  product = created.json<BilingualProduct>();
});

afterAll(async () => {
  vi.restoreAllMocks();
  await system?.close();
  redis.disconnect();
});

describe('the page cache', () => {
  it('keeps an anonymous page and answers it again before routing, with the document headers', async () => {
    const path = `/product/${product.id}`;
    const first = await page(path);
    expect(first.status).toBe(200);
    expect(first.html).toContain('Камин Охрид');
    const second = await page(path);
    expect(second.html).toBe(first.html);
    expect(await keptInRedis(path)).toBe(true);
    let ready = await page(path);
    for (let attempt = 0; attempt < 50 && !ready.early; attempt += 1) ready = await page(path);
    expect(ready.early).toBe(true);
    expect(ready.html).toBe(first.html);
    const response = await fetch(`${url}${path}`, { headers: { accept: 'text/html' } });
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const etag = response.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const revalidated = await fetch(`${url}${path}`, { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
  });

  it('keeps each query of a page apart', async () => {
    await page('/products?sort=name');
    await page('/products?sort=name');
    await page('/products?sort=price-asc');
    await page('/products?sort=price-asc');
    expect(await keptInRedis('/products?sort=name')).toBe(true);
    expect(await keptInRedis('/products?sort=price-asc')).toBe(true);
  });

  it('drops kept pages when a product event arrives and never answers the old page after it', async () => {
    const path = `/al/product/${product.id}`;
    await page(path);
    await page(path);
    expect(await keptInRedis(path)).toBe(true);
    // written in the catalog directly: only its product.updated event tells the gateway
    await renameDirectly(product.id, 'Камин Дојран');
    await pageUntil(`/product/${product.id}`, (html) => html.includes('Камин Дојран'));
    expect(await keptInRedis(path)).toBe(false);
    for (let read = 0; read < 5; read += 1) {
      const after = await page(`/product/${product.id}`);
      expect(after.html).toContain('Камин Дојран');
      expect(after.html).not.toContain('Камин Охрид');
    }
  });

  it('drops kept pages when a site text changes', async () => {
    await page('/');
    await page('/');
    expect(await keptInRedis('/')).toBe(true);
    const content = { mk: 'За нас, денес', al: 'Rreth nesh, sot' };
    const created = await system.services.content?.inject({
      method: 'POST',
      url: '/site-content',
      headers: internalHeaders('super_admin'),
      payload: { key: 'home_about_title', type: 'home_about', content },
    });
    if (created?.statusCode === 409) {
      const items = await system.services.content?.inject({
        method: 'GET',
        url: '/site-content',
        headers: internalHeaders('super_admin'),
      });
      const item = items?.json<{ id: number; key: string }[]>().find(({ key }) => key === 'home_about_title');
      const updated = await system.services.content?.inject({
        method: 'PATCH',
        url: `/site-content/${item?.id}`,
        headers: internalHeaders('super_admin'),
        payload: { content },
      });
      expect(updated?.statusCode, updated?.body).toBe(200);
    } else {
      expect(created?.statusCode, created?.body).toBe(201);
    }
    await pageUntil('/', (html) => html.includes('За нас, денес'));
  });

  it('never keeps or answers a page for a request with a session cookie', async () => {
    const path = `/product/${product.id}?from=signed-in`;
    const cookie = { cookie: 'hk_session=any-token' };
    await page(path, cookie);
    await page(path, cookie);
    expect(await keptInRedis(path)).toBe(false);
    // a page kept for visitors is not answered before routing to a request that carries a session
    await page(path);
    await page(path);
    await pageUntil(path, () => answeredEarly[0] === true);
    const signedIn = await page(path, cookie);
    expect(signedIn.early).toBe(false);
    expect(signedIn.status).toBe(200);
  });

  it('renders a page that answers 404 every time and keeps none', async () => {
    for (let read = 0; read < 2; read += 1) expect((await page('/product/987654')).status).toBe(404);
    expect(await keptInRedis('/product/987654')).toBe(false);
  });
});
