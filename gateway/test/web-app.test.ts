import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSystem, type TestSystem } from './support/system';

const webDist = mkdtempSync(join(tmpdir(), 'hiti-web-'));
let system: TestSystem;

/** A stand-in for the web app's server renderer: the page says which address it rendered. */
const RENDERER = `
export async function renderPage(url) {
  if (url.startsWith('/boom')) throw new Error('a service is down');
  const albanian = url.startsWith('/al');
  return {
    status: url.startsWith('/no-such-page') ? 404 : 200,
    htmlLang: albanian ? 'sq' : 'mk',
    head: '<title>rendered</title>',
    body: '<main>rendered ' + url + '</main>',
    state: '{"queries":[]}',
  };
}
export function renderUnavailablePage(pathname) {
  return '<!doctype html><p>unavailable ' + pathname + '</p>';
}
`;

beforeAll(async () => {
  mkdirSync(join(webDist, 'client', 'assets'), { recursive: true });
  mkdirSync(join(webDist, 'server'));
  writeFileSync(
    join(webDist, 'client', 'index.html'),
    '<!doctype html><html lang="mk"><head><!--app-head--></head><body><div id="root"><!--app-body--></div><!--app-state--></body></html>',
  );
  writeFileSync(join(webDist, 'client', 'assets', 'main-abc123.js'), 'console.log(1)');
  writeFileSync(join(webDist, 'server', 'entry-server.js'), RENDERER);
  system = await startTestSystem({ services: [], env: { WEB_DIST: webDist } });
});

afterAll(async () => {
  await system.close();
  rmSync(webDist, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

/** Each `[from, to]`: a page request answered 301 to exactly that Location. */
async function expectRedirects(cases: string[][]): Promise<void> {
  for (const [from = '', to] of cases) {
    const response = await system.gateway.inject({ method: 'GET', url: from, headers: html });
    expect(response.statusCode, from).toBe(301);
    expect(response.headers.location, from).toBe(to);
  }
}

describe('the web app behind the gateway', () => {
  it('renders every public page on the server into the template, in its language', async () => {
    for (const url of ['/', '/products?category=Aksesor', '/product/12', '/about', '/al/', '/al/contact']) {
      const response = await system.gateway.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain(`<div id="root"><main>rendered ${url}</main></div>`);
      expect(response.body).toContain(
        '<script type="application/json" id="hiti-state">{"queries":[]}</script>',
      );
      expect(response.body).toContain(url.startsWith('/al') ? '<html lang="sq">' : '<html lang="mk">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers an unknown page with the rendered not-found page and its 404', async () => {
    const response = await system.gateway.inject({ method: 'GET', url: '/no-such-page', headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('rendered /no-such-page');
  });

  it('answers 503 with the friendly page when a page cannot be rendered', async () => {
    const response = await system.gateway.inject({ method: 'GET', url: '/boom?x=1', headers: html });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    expect(response.body).toContain('unavailable /boom');
  });

  it('sends ?lang= to the page at its address in that language', async () => {
    const cases = [
      ['/?lang=al', '/al/'],
      ['/products?lang=al&onPromo=true', '/al/products?onPromo=true'],
      ['/al/product/3?lang=mk', '/product/3'],
      ['/?newsletter=confirmed&lang=al', '/al/?newsletter=confirmed'],
    ];
    await expectRedirects(cases);
  });

  it('never sends ?lang= off the site, however the path is spelled', async () => {
    const spellings = [
      ['/al//evil.example?lang=mk', '/evil.example'],
      ['/al//evil.example/?lang=mk', '/evil.example/'],
      ['/al/%5Cevil.example?lang=mk', '/%5Cevil.example'],
      ['/al/\\evil.example?lang=mk', '/evil.example'],
      ['/al///evil.example?lang=mk', '/evil.example'],
      ['/al/products/..//evil.example?lang=mk', '/evil.example'],
      ['/al//evil.example?lang=xx', '/evil.example'],
      ['/al//evil.example?lang=', '/evil.example'],
      ['/al//evil.example?lang=al', '/al/evil.example'],
    ];
    await expectRedirects(spellings);
  });

  it('serves the admin area as the empty template its browser code fills in', async () => {
    for (const url of ['/admin', '/admin/dashboard']) {
      const response = await system.gateway.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it('serves hashed assets as immutable, and files built after start too', async () => {
    const asset = await system.gateway.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    writeFileSync(join(webDist, 'client', 'assets', 'main-def456.js'), 'console.log(2)');
    const rebuilt = await system.gateway.inject({ method: 'GET', url: '/assets/main-def456.js' });
    expect(rebuilt.statusCode).toBe(200);
    expect(rebuilt.body).toBe('console.log(2)');
  });

  it('answers unknown API paths and missing assets with the JSON 404', async () => {
    for (const url of ['/api/nothing', '/assets/missing.js']) {
      const response = await system.gateway.inject({
        method: 'GET',
        url,
        headers: { accept: 'application/json' },
      });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'ROUTE_NOT_FOUND' } });
    }
  });

  it('sends the security headers with every page', async () => {
    const response = await system.gateway.inject({ method: 'GET', url: '/', headers: html });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
