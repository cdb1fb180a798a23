import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSystem, type TestSystem } from './support/system';

const webDist = mkdtempSync(join(tmpdir(), 'hiti-web-'));
let system: TestSystem;

beforeAll(async () => {
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(webDist, 'assets', 'main-abc123.js'), 'console.log(1)');
  system = await startTestSystem({ services: [], env: { WEB_DIST: webDist } });
});

afterAll(async () => {
  await system.close();
  rmSync(webDist, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('the web app behind the gateway', () => {
  it('serves index.html at / and for every page path the client router answers', async () => {
    for (const url of [
      '/',
      '/products?category=Aksesor',
      '/product/12',
      '/admin/dashboard',
      '/no-such-page',
    ]) {
      const response = await system.gateway.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable, and files built after start too', async () => {
    const asset = await system.gateway.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    writeFileSync(join(webDist, 'assets', 'main-def456.js'), 'console.log(2)');
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
