import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSystem } from './support/system';
import { fetchPage, startPageSystem } from './support/web-pages';

let system: TestSystem;

beforeAll(async () => {
  system = await startPageSystem();
});

afterAll(async () => {
  await system?.close();
});

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
}

function images(html: string): string[] {
  const body = html.slice(html.indexOf('<body'));
  return [...body.matchAll(/<img\b[^>]*>/g)].map((match) => match[0]);
}

describe('pictures of the home page as the server renders it', () => {
  it('preloads the first hero picture from the head with high priority, before the scripts', async () => {
    for (const url of ['/', '/al/']) {
      const { html } = await fetchPage(system, url);
      const head = html.slice(0, html.indexOf('</head>'));
      const preload = /<link rel="preload" as="image"[^>]*>/.exec(head)?.[0] ?? '';
      expect(attribute(preload, 'fetchpriority'), url).toBe('high');
      const hero = images(html).find((tag) => attribute(tag, 'fetchpriority') === 'high') ?? '';
      expect(attribute(hero, 'src'), url).toBe(attribute(preload, 'href'));
      expect(head.indexOf(preload), url).toBeLessThan(head.indexOf('<script'));
    }
  });

  it('gives every picture its size and leaves the ones below the first screen to load lazily', async () => {
    const { html } = await fetchPage(system, '/');
    const all = images(html);
    expect(all.length).toBeGreaterThan(5);
    for (const tag of all) {
      expect(Number(attribute(tag, 'width')), tag).toBeGreaterThan(0);
      expect(Number(attribute(tag, 'height')), tag).toBeGreaterThan(0);
    }
    const firstScreen = all.filter(
      (tag) => attribute(tag, 'class') === 'site-logo' || attribute(tag, 'fetchpriority') === 'high',
    );
    expect(firstScreen.length).toBeGreaterThanOrEqual(2);
    for (const tag of all.filter((image) => !firstScreen.includes(image))) {
      expect(attribute(tag, 'loading'), tag).toBe('lazy');
    }
  });
});

describe('the largest picture of the products and about pages', () => {
  it('loads the first product pictures at once, the first one first, and the rest lazily', async () => {
    for (const url of ['/products', '/al/products']) {
      const cards = images((await fetchPage(system, url)).html).filter(
        (tag) => attribute(tag, 'class') === 'product-image',
      );
      expect(cards.length, url).toBeGreaterThan(4);
      expect(attribute(cards[0] ?? '', 'fetchpriority'), url).toBe('high');
      for (const tag of cards.slice(0, 4)) expect(attribute(tag, 'loading'), url).toBe('eager');
      for (const tag of cards.slice(4)) expect(attribute(tag, 'loading'), url).toBe('lazy');
      expect(
        cards.filter((tag) => attribute(tag, 'fetchpriority') === 'high'),
        url,
      ).toHaveLength(1);
    }
  });

  it('loads the about page’s story picture at once and first', async () => {
    for (const url of ['/about', '/al/about']) {
      const story = images((await fetchPage(system, url)).html).find((tag) => tag.includes('about-image'));
      expect(attribute(story ?? '', 'loading'), url).toBe('eager');
      expect(attribute(story ?? '', 'fetchpriority'), url).toBe('high');
    }
  });
});

describe('caching of the site’s own files', () => {
  it('lets browsers keep pictures, the logo, the favicon and the theme script, checking them again later', async () => {
    for (const [url, maxAge] of [
      ['/images/hero-1.jpg', 604_800],
      ['/logo.svg', 86_400],
      ['/favicon.svg', 86_400],
      ['/theme.js', 86_400],
    ] as const) {
      const response = await system.gateway.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe(
        `public, max-age=${maxAge}, stale-while-revalidate=86400`,
      );
      expect(response.headers.etag, url).toBeTruthy();
    }
  });
});
