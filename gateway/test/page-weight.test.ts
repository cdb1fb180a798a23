import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSystem } from './support/system';
import { WEB_DIST, fetchPage, publicRoutes, startPageSystem } from './support/web-pages';

/** The most gzipped JavaScript the first load of a public page may take (DESIGN: the web app). */
const BUDGET_BYTES = 150 * 1024;
const CLIENT = join(WEB_DIST, 'client');

let system: TestSystem;

beforeAll(async () => {
  system = await startPageSystem();
});

afterAll(async () => {
  await system?.close();
});

/** The scripts a page's HTML asks for: module scripts, module preloads and script preloads. */
function requestedScripts(html: string): string[] {
  const tags = [...html.matchAll(/<(?:script|link)\b[^>]*>/g)].map((match) => match[0]);
  return tags.flatMap((tag) => {
    const isScript = tag.startsWith('<script') && /\bsrc="/.test(tag);
    const isPreload =
      /\brel="(?:modulepreload|preload)"/.test(tag) &&
      (/\bas="script"/.test(tag) || /modulepreload/.test(tag));
    if (!isScript && !isPreload) return [];
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    return url ? [url] : [];
  });
}

/** A script with every chunk it imports statically (what the browser must fetch before it runs). */
function withStaticImports(url: string, seen: Set<string>): void {
  if (seen.has(url)) return;
  seen.add(url);
  const code = readFileSync(join(CLIENT, url), 'utf8');
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.\/[^"']+\.js)["']/g)) {
    const specifier = match[1];
    if (specifier) withStaticImports(new URL(specifier, `http://x${url}`).pathname, seen);
  }
}

function gzippedBytes(url: string): number {
  return gzipSync(readFileSync(join(CLIENT, url)), { level: 9 }).length;
}

describe('first-load JavaScript of the public pages', () => {
  it('stays within 150 KB gzipped on every public route in both languages', async () => {
    const weights: Record<string, number> = {};
    for (const url of await publicRoutes(system)) {
      const { html } = await fetchPage(system, url);
      const scripts = new Set<string>();
      for (const script of requestedScripts(html)) withStaticImports(script, scripts);
      expect(scripts.size, url).toBeGreaterThan(0);
      weights[url] = [...scripts].reduce((sum, script) => sum + gzippedBytes(script), 0);
    }
    const overBudget = Object.entries(weights)
      .filter(([, bytes]) => bytes > BUDGET_BYTES)
      .map(([url, bytes]) => `${url}: ${(bytes / 1024).toFixed(1)} KB`);
    expect(overBudget).toEqual([]);
  });
});
