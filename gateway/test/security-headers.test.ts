import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS_POLICY } from '../src/plugins/security';
import { startTestSystem, type TestSystem } from './support/system';
import { WEB_DIST } from './support/web-pages';

let system: TestSystem;

beforeAll(async () => {
  // no services: every read that needs one answers 503
  system = await startTestSystem({ services: [], env: { WEB_DIST } });
});

afterAll(async () => {
  await system.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  system.gateway.inject({ method: 'GET', url, headers });

describe('the headers every answer carries', () => {
  it('switches off browser features the site never uses, on pages and API answers', async () => {
    for (const url of ['/admin', '/api/products', '/health/live']) {
      const response = await get(url, { accept: 'text/html' });
      expect(response.headers['permissions-policy'], url).toBe(PERMISSIONS_POLICY);
      expect(response.headers['permissions-policy'], url).toContain('camera=()');
    }
  });

  it('says who may frame a page once, in the CSP, without a contradicting X-Frame-Options', async () => {
    const page = await get('/admin', { accept: 'text/html' });
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBeUndefined();
  });

  it('marks answers sent uncompressed as varying by Accept-Encoding', async () => {
    const page = await get('/admin', { accept: 'text/html' });
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.headers.vary).toContain('accept-encoding');
    const compressed = await get('/admin', { accept: 'text/html', 'accept-encoding': 'gzip' });
    expect(compressed.headers.vary).toContain('accept-encoding');
    const json = await get('/api/nothing-here');
    expect(json.statusCode).toBe(404);
    expect(json.headers.vary).toContain('accept-encoding');
  });

  it('tells an API client when to try again when a service is down', async () => {
    for (const url of ['/api/products', '/api/categories', '/api/site-content']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(503);
      expect(Number(response.headers['retry-after']), url).toBeGreaterThan(0);
      expect(response.json()).toMatchObject({ error: { code: 'DEPENDENCY_UNAVAILABLE' } });
    }
  });
});
