import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Product } from '@hiti/contracts';
import { startTestSystem, type TestSystem } from './system';

/** The built web app (npm test builds it first). */
export const WEB_DIST = join(import.meta.dirname, '..', '..', '..', 'web', 'dist');

/** The gateway with catalog and content on the demo catalogue, rendering the built web app's pages. */
export async function startPageSystem(): Promise<TestSystem> {
  if (!existsSync(join(WEB_DIST, 'server', 'entry-server.js'))) {
    throw new Error('build the web app first: npm run build -w @hiti/web');
  }
  return startTestSystem({ services: ['catalog', 'content'], env: { WEB_DIST, SEED_DEMO: 'true' } });
}

/** A page as the gateway answers a browser. */
export async function fetchPage(system: TestSystem, url: string): Promise<{ status: number; html: string }> {
  const response = await system.gateway.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  return { status: response.statusCode, html: response.body };
}

/** Every public route (SPEC §2) of the demo catalogue in both languages, the not-found view included. */
export async function publicRoutes(system: TestSystem): Promise<string[]> {
  const products = (await system.gateway.inject({ method: 'GET', url: '/api/products?lang=mk' })).json<
    Product[]
  >();
  const product = products[0];
  if (!product) throw new Error('the demo catalogue has no products');
  const pages = [
    '/',
    '/products',
    `/product/${product.id}`,
    '/stores',
    '/about',
    '/contact',
    '/terms',
    '/privacy',
  ];
  const macedonian = [...pages, '/no-such-page'];
  const albanian = macedonian.map((path) => (path === '/' ? '/al/' : `/al${path}`));
  return [...macedonian, ...albanian];
}
