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
