import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_HEADER, SITEMAP_PRODUCTS_PER_FILE } from '@hiti/contracts';
import type { Product } from '@hiti/contracts';
import { loginAs } from './support/login';
import { internalHeaders, startTestSystem, type TestSystem } from './support/system';

const webDist = join(import.meta.dirname, '..', '..', 'web', 'dist');
const ORIGIN = 'http://localhost:8080';
let system: TestSystem;
let products: Product[];

beforeAll(async () => {
  if (!existsSync(join(webDist, 'server', 'entry-server.js'))) {
    throw new Error('build the web app first: npm run build -w @hiti/web');
  }
  system = await startTestSystem({
    services: ['catalog', 'content', 'identity'],
    env: { WEB_DIST: webDist, SEED_DEMO: 'true' },
  });
  products = (await system.gateway.inject({ method: 'GET', url: '/api/products' })).json<Product[]>();
});

afterAll(async () => {
  await system?.close();
});

interface SitemapUrl {
  loc: string;
  'xhtml:link': { '@_hreflang': string; '@_href': string }[];
}

/** The sitemap index's files, as paths. */
async function sitemapFiles(): Promise<string[]> {
  const response = await system.gateway.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('application/xml');
  expect(XMLValidator.validate(response.body)).toBe(true);
  const parsed = new XMLParser({ isArray: (name) => name === 'sitemap' }).parse(response.body) as {
    sitemapindex: { sitemap: { loc: string }[] };
  };
  return parsed.sitemapindex.sitemap.map(({ loc }) => {
    expect(loc.startsWith(ORIGIN)).toBe(true);
    return loc.slice(ORIGIN.length);
  });
}

/** Every address the sitemap's files list. */
async function sitemapUrls(): Promise<SitemapUrl[]> {
  const urls: SitemapUrl[] = [];
  for (const file of await sitemapFiles()) {
    const response = await system.gateway.inject({ method: 'GET', url: file });
    expect(response.statusCode, file).toBe(200);
    expect(XMLValidator.validate(response.body), file).toBe(true);
    const parsed = new XMLParser({
      ignoreAttributes: false,
      isArray: (name) => ['url', 'xhtml:link'].includes(name),
    }).parse(response.body) as { urlset: { url: SitemapUrl[] } };
    urls.push(...parsed.urlset.url);
  }
  return urls;
}

describe('search engines', () => {
  it('get a sitemap index of files with every page and product in both languages, each naming its alternates', async () => {
    expect(await sitemapFiles()).toEqual(['/sitemap-pages.xml', '/sitemap-products-1.xml']);
    const urls = await sitemapUrls();
    const locations = new Set(urls.map((entry) => entry.loc));
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      expect(locations).toContain(`${ORIGIN}/product/${product.id}`);
      expect(locations).toContain(`${ORIGIN}/al/product/${product.id}`);
    }
    for (const path of ['/', '/products', '/about', '/contact', '/terms', '/privacy']) {
      expect(locations).toContain(`${ORIGIN}${path}`);
      expect(locations).toContain(`${ORIGIN}${path === '/' ? '/al/' : `/al${path}`}`);
    }
    const category = String(products[0]?.categoryId ?? '');
    expect(locations).toContain(`${ORIGIN}/products?${new URLSearchParams({ category }).toString()}`);
    const home = urls.find((entry) => entry.loc === `${ORIGIN}/al/`);
    expect(home?.['xhtml:link'].map((link) => [link['@_hreflang'], link['@_href']])).toEqual([
      ['mk', `${ORIGIN}/`],
      ['sq', `${ORIGIN}/al/`],
      ['x-default', `${ORIGIN}/`],
    ]);
  });

  it('answer 404 for a product file beyond the last one', async () => {
    for (const url of ['/sitemap-products-2.xml', '/sitemap-products-0.xml', '/sitemap-products-x.xml']) {
      expect((await system.gateway.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('are built from bounded pages of the catalog, in id order, never the whole catalogue at once', async () => {
    const catalog = system.services.catalog ?? expect.fail('catalog not started');
    const ids = products.map((product) => product.id).sort((a, b) => a - b);
    const second = await catalog.inject({
      method: 'GET',
      url: '/products/sitemap-entries?page=2&pageSize=3',
      headers: internalHeaders('super_admin'),
    });
    expect(second.statusCode, second.body).toBe(200);
    const page = second.json<{ total: number; items: { id: number }[] }>();
    expect(page.total).toBe(products.length);
    expect(page.items.map((item) => item.id)).toEqual(ids.slice(3, 6));
    const tooLarge = await catalog.inject({
      method: 'GET',
      url: `/products/sitemap-entries?page=1&pageSize=${SITEMAP_PRODUCTS_PER_FILE + 1}`,
      headers: internalHeaders('super_admin'),
    });
    expect(tooLarge.statusCode).toBe(400);
  });

  it('drop a deleted product from the sitemap at once', async () => {
    const before = await system.gateway.inject({ method: 'GET', url: '/sitemap-products-1.xml' });
    const product = products[products.length - 1];
    if (!product) throw new Error('the demo catalogue has products');
    expect(before.body).toContain(`/product/${product.id}<`);
    const cookie = await loginAs(system, 'product_manager');
    const deleted = await system.gateway.inject({
      method: 'DELETE',
      url: `/api/products/${product.id}`,
      headers: { [CLIENT_HEADER.name]: CLIENT_HEADER.value, cookie },
    });
    expect(deleted.statusCode).toBe(204);
    const after = await system.gateway.inject({ method: 'GET', url: '/sitemap-products-1.xml' });
    expect(after.body).not.toContain(`/product/${product.id}<`);
  });

  it('get a robots.txt that keeps the admin area and the API out and names the sitemap', async () => {
    const response = await system.gateway.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.body.split('\n')).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /admin',
        'Disallow: /api/',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
      ]),
    );
  });
});

describe('transfer', () => {
  it('compresses pages and JSON with brotli for browsers that take it', async () => {
    for (const url of ['/', '/api/products']) {
      const response = await system.gateway.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html,application/json', 'accept-encoding': 'br, gzip' },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).length, url).toBeGreaterThan(
        response.rawPayload.length,
      );
    }
  });

  it('answers 304 to a page or public read asked again with its ETag', async () => {
    for (const url of ['/products', '/api/categories']) {
      const first = await system.gateway.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      const tag = first.headers.etag;
      expect(tag, url).toBeTruthy();
      const again = await system.gateway.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', 'if-none-match': String(tag) },
      });
      expect(again.statusCode, url).toBe(304);
    }
  });

  it('sends built assets from their brotli files, immutable', async () => {
    const page = await system.gateway.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(page.body)?.[1];
    expect(script).toBeTruthy();
    const asset = await system.gateway.inject({
      method: 'GET',
      url: script ?? '',
      headers: { 'accept-encoding': 'br' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
