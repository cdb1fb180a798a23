import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURED_ON_HOME, PRODUCTS_PER_PAGE, productPageSchema, type Product } from '@hiti/contracts';
import { startTestSystem, type TestSystem } from './support/system';

/** The built web app (npm test builds it first). */
const webDist = join(import.meta.dirname, '..', '..', 'web', 'dist');
const ORIGIN = 'http://localhost:8080';
let system: TestSystem;
let products: Product[];
let productsInAlbanian: Product[];

beforeAll(async () => {
  if (!existsSync(join(webDist, 'server', 'entry-server.js'))) {
    throw new Error('build the web app first: npm run build -w @hiti/web');
  }
  system = await startTestSystem({
    services: ['catalog', 'content'],
    env: { WEB_DIST: webDist, SEED_DEMO: 'true' },
  });
  products = (await system.gateway.inject({ method: 'GET', url: '/api/products?lang=mk' })).json<Product[]>();
  productsInAlbanian = (await system.gateway.inject({ method: 'GET', url: '/api/products?lang=al' })).json<
    Product[]
  >();
  // the first page loads the renderer module, which takes a while on a busy machine
  await page('/');
});

afterAll(async () => {
  await system?.close();
});

async function page(url: string) {
  const response = await system.gateway.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  return { status: response.statusCode, html: response.body };
}

function headTag(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );
}

function ofType(html: string, type: string): Record<string, unknown> {
  const found = jsonLd(html).find((data) => data['@type'] === type);
  if (!found) throw new Error(`no ${type} in the page`);
  return found;
}

describe('pages rendered on the server', () => {
  it('renders the home page in Macedonian and Albanian with its own language, address and alternates', async () => {
    for (const [url, lang, canonical] of [
      ['/', 'mk', `${ORIGIN}/`],
      ['/al/', 'sq', `${ORIGIN}/al/`],
    ] as const) {
      const { status, html } = await page(url);
      expect(status, url).toBe(200);
      expect(html).toContain(`<html lang="${lang}">`);
      expect(headTag(html, /<link rel="canonical" href="([^"]+)"/)).toBe(canonical);
      expect(html).toContain(`<link rel="alternate" hreflang="mk" href="${ORIGIN}/" />`);
      expect(html).toContain(`<link rel="alternate" hreflang="sq" href="${ORIGIN}/al/" />`);
      expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}/" />`);
      expect(headTag(html, /<meta name="description" content="([^"]+)"/)).toBeTruthy();
      expect(headTag(html, /<meta property="og:image" content="([^"]+)"/)).toMatch(/^http/);
      expect(html).toContain('data-testid="hero"');
      const business = ofType(html, 'LocalBusiness');
      expect(business).toMatchObject({ '@context': 'https://schema.org', url: canonical });
      // a fresh install leaves the phone and address for staff to enter: nothing made up is published
      expect(business).not.toHaveProperty('telephone');
      expect(business.address).toMatchObject({
        '@type': 'PostalAddress',
        addressLocality: lang === 'mk' ? 'Тетово' : 'Tetovë',
        postalCode: '1200',
        addressCountry: 'MK',
      });
      // one business in both languages
      expect(business['@id']).toBe(`${ORIGIN}/#business`);
      expect(business.geo).toMatchObject({ '@type': 'GeoCoordinates', latitude: 42.0106 });
      expect(business).not.toHaveProperty('openingHours');
      expect(business.openingHoursSpecification).toEqual([
        expect.objectContaining({ opens: '08:00', closes: '18:00' }),
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['https://schema.org/Saturday'],
          opens: '08:00',
          closes: '14:00',
        },
      ]);
    }
    // more than the brand
    expect((await page('/')).html).toContain(
      '<title>Камини, печки и решенија за греење | Хити Камина</title>',
    );
    expect((await page('/al/')).html).toContain(
      '<title>Oxhaqe, soba dhe zgjidhje ngrohjeje | Hiti Kamina</title>',
    );
  });

  it('renders a product page with its name, a Product with an offer in denars and the trail to it', async () => {
    const product = products[0];
    if (!product) throw new Error('the demo catalogue has products');
    for (const prefix of ['', '/al']) {
      const name = prefix ? productsInAlbanian.find((item) => item.id === product.id)?.name : product.name;
      const { status, html } = await page(`${prefix}/product/${product.id}`);
      expect(status).toBe(200);
      expect(html).toContain(`<title>${name} | `);
      expect(headTag(html, /<meta property="og:type" content="([^"]+)"/)).toBe('product');
      const data = ofType(html, 'Product');
      expect(data.name).toBe(name);
      expect(data.offers).toMatchObject({
        '@type': 'Offer',
        priceCurrency: 'MKD',
        availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      });
      expect((data.offers as { price: number }).price).toBeGreaterThan(0);
      expect(data).not.toHaveProperty('inLanguage');
      const trail = ofType(html, 'BreadcrumbList').itemListElement as { position: number; item: string }[];
      expect(trail.map((step) => step.position)).toEqual([1, 2, 3, 4]);
      expect(trail[2]?.item).toBe(`${ORIGIN}${prefix}/products?category=${product.categoryId}`);
      expect(trail[3]?.item).toBe(`${ORIGIN}${prefix}/product/${product.id}`);
    }
  });

  it('renders a filtered product list from the address, as the API answers it', async () => {
    const category = products[0]?.category ?? '';
    const { status, html } = await page(`/al/products?category=${encodeURIComponent(category)}`);
    expect(status).toBe(200);
    const expected = products.filter((product) => product.category === category);
    expect(expected.length).toBeGreaterThan(0);
    const linked = new Set(
      [...html.matchAll(/href="\/al\/product\/(\d+)"/g)].map((match) => Number(match[1])),
    );
    expect([...linked].sort()).toEqual(expected.map((product) => product.id).sort());
    expect(headTag(html, /<link rel="canonical" href="([^"]+)"/)).toBe(
      `${ORIGIN}/al/products?category=${products[0]?.categoryId}`,
    );
    // a page of its own: the category's name as title and heading, a description of its own, in the trail
    const name = productsInAlbanian.find((product) => product.id === expected[0]?.id)?.category ?? '';
    expect(html).toContain(`<title>${name} | Hiti Kamina</title>`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${name}</h1>`));
    const allProducts = await page('/al/products');
    expect(headTag(html, /<meta name="description" content="([^"]+)"/)).not.toBe(
      headTag(allProducts.html, /<meta name="description" content="([^"]+)"/),
    );
    const trail = ofType(html, 'BreadcrumbList').itemListElement as { name: string; item: string }[];
    expect(trail.at(-1)).toMatchObject({
      name,
      item: `${ORIGIN}/al/products?category=${products[0]?.categoryId}`,
    });
  });

  it('renders the list page, not the unavailable one, for an address whose filters no list could match', async () => {
    const long = 'камин'.repeat(60);
    for (const url of [
      `/products?search=${encodeURIComponent(long)}`,
      `/al/products?category=${encodeURIComponent(long)}`,
      '/products?minPrice=abc',
      '/al/products?minPrice=9000&maxPrice=10',
    ]) {
      const { status, html } = await page(url);
      expect(status, url).toBe(200);
      expect(html, url).toContain('<link rel="canonical"');
    }
  });

  it('links the footer’s category listings by id on every page, in both languages', async () => {
    for (const [url, prefix] of [
      ['/contact', ''],
      ['/al/about', '/al'],
      [`/product/${products[0]?.id}`, ''],
    ] as const) {
      const { html } = await page(url);
      const links = [...html.matchAll(/href="([^"]*\/products\?category=[^"]*)"/g)].map((match) => match[1]);
      expect(links.length, url).toBeGreaterThan(0);
      for (const link of links) expect(link, url).toMatch(new RegExp(`^${prefix}/products\\?category=\\d+$`));
    }
  });

  it('points the legal texts’ links to the pages of the reader’s language', async () => {
    for (const [url, contact] of [
      ['/terms', 'href="/contact"'],
      ['/privacy', 'href="/contact"'],
      ['/al/terms', 'href="/al/contact"'],
      ['/al/privacy', 'href="/al/contact"'],
    ] as const) {
      const { status, html } = await page(url);
      expect(status, url).toBe(200);
      const text = html.slice(html.indexOf('data-testid="legal-content"'));
      expect(text, url).toContain(contact);
    }
  });

  it('answers 404 with the not-found views for an unknown path or product, in both languages', async () => {
    for (const [url, text] of [
      ['/no-such-page', 'Страницата што ја барате не постои.'],
      ['/al/no-such-page', 'Faqja që kërkoni nuk ekziston.'],
      ['/product/999999', 'Производот не е пронајден'],
      ['/al/product/abc', 'Produkti nuk u gjet'],
    ] as const) {
      const { status, html } = await page(url);
      expect(status, url).toBe(404);
      expect(html, url).toContain(text);
      expect(html, url).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('renders an address with a trailing slash as its page, canonical at the address without it', async () => {
    const product = productsInAlbanian[0];
    if (!product) throw new Error('the demo catalogue has products');
    for (const [url, canonical] of [
      [`/al/product/${product.id}/`, `${ORIGIN}/al/product/${product.id}`],
      ['/about/', `${ORIGIN}/about`],
      ['/al/contact/', `${ORIGIN}/al/contact`],
    ] as const) {
      const { status, html } = await page(url);
      expect(status, url).toBe(200);
      expect(headTag(html, /<link rel="canonical" href="([^"]+)"/), url).toBe(canonical);
      expect(html, url).toContain(
        `<link rel="alternate" hreflang="mk" href="${canonical.replace('/al/', '/')}" />`,
      );
    }
    const { html } = await page(`/al/product/${product.id}/`);
    expect(html).toContain(`<title>${product.name} | `);
    const data = ofType(html, 'Product');
    expect(data.name).toBe(product.name);
    // the offer and the trail name the page by its canonical address too
    expect((data.offers as { url: string }).url).toBe(`${ORIGIN}/al/product/${product.id}`);
    const trail = ofType(html, 'BreadcrumbList').itemListElement as { item: string }[];
    expect(trail.at(-1)?.item).toBe(`${ORIGIN}/al/product/${product.id}`);
  });

  it('answers 404 for a page address written in other letter cases, never a second copy of a page', async () => {
    for (const url of [
      '/PRODUCTS',
      '/About',
      '/Al/products',
      '/AL/',
      '/al/Contact',
      '/ADMIN',
      '/Admin/login',
    ]) {
      const { status, html } = await page(url);
      expect(status, url).toBe(404);
      expect(html, url).toContain('<meta name="robots" content="noindex" />');
      expect(html, url).not.toContain('<link rel="canonical"');
    }
  });

  it('hands the page data to the browser as the query cache it starts from', async () => {
    const { html } = await page('/products');
    const state = JSON.parse(
      headTag(html, /<script type="application\/json" id="hiti-state">(.*?)<\/script>/) ?? '{}',
    ) as {
      queries: { queryKey: unknown[] }[];
    };
    const keys = state.queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys).toContain(JSON.stringify(['products', 'list', { page: '1', pageSize: '24', lang: 'mk' }]));
    expect(keys).toContain(JSON.stringify(['categories', 'list', { lang: 'mk' }]));
  });

  it('carries one page of products in the listing and four featured ones on the home page, with the total', async () => {
    const embedded = async (url: string) => {
      const { html } = await page(url);
      const state = JSON.parse(
        headTag(html, /<script type="application\/json" id="hiti-state">(.*?)<\/script>/) ?? '{}',
      ) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
      // the lists of products, not the facets kept beside them (`facets: true` in their key)
      const lists = state.queries.filter(
        (query) =>
          query.queryKey[0] === 'products' && !JSON.stringify(query.queryKey).includes('"facets":true'),
      );
      expect(lists, url).toHaveLength(1);
      return { html, list: productPageSchema.parse(lists[0]?.state.data) };
    };
    expect(products.length).toBeGreaterThan(PRODUCTS_PER_PAGE);
    const first = await embedded('/al/products');
    expect(first.list.items.map((product) => product.id)).toEqual(
      productsInAlbanian.slice(0, PRODUCTS_PER_PAGE).map((product) => product.id),
    );
    expect(first.list.total).toBe(products.length);
    expect(first.html).toContain(`1–${PRODUCTS_PER_PAGE} nga ${products.length} produkte`);
    const second = await embedded('/al/products?page=2');
    expect(second.list.items.map((product) => product.id)).toEqual(
      productsInAlbanian.slice(PRODUCTS_PER_PAGE).map((product) => product.id),
    );
    expect(headTag(second.html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${ORIGIN}/al/products?page=2`);
    expect(second.html).toContain('rel="prev"');
    const home = await embedded('/');
    expect(home.list.items.length).toBeLessThanOrEqual(FEATURED_ON_HOME);
    expect(home.list.items.every((product) => product.featured)).toBe(true);
  });

  it('carries the long legal texts only in the pages that show them', async () => {
    const legalKey = (lang: string) => JSON.stringify(['site-content', 'list', { type: 'legal', lang }]);
    for (const [url, lang, carried] of [
      ['/', 'mk', false],
      ['/al/products', 'al', false],
      ['/al/contact', 'al', false],
      ['/terms', 'mk', true],
      ['/al/privacy', 'al', true],
    ] as const) {
      const { html } = await page(url);
      const state = JSON.parse(
        headTag(html, /<script type="application\/json" id="hiti-state">(.*?)<\/script>/) ?? '{}',
      ) as { queries: { queryKey: unknown[] }[] };
      const keys = state.queries.map((query) => JSON.stringify(query.queryKey));
      expect(keys.includes(legalKey(lang)), url).toBe(carried);
    }
  });
});
