import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@hiti/contracts';
import { loginAs } from './support/login';
import { startTestSystem, type TestSystem } from './support/system';

const INDEX_HTML = '<!doctype html><title>Hiti Kamina</title>';
let system: TestSystem;
let admin: string;

beforeAll(async () => {
  // A built web app of one page, so the static file plugin answers unknown paths.
  const webDist = mkdtempSync(join(tmpdir(), 'hk-web-'));
  writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
  system = await startTestSystem({
    services: ['identity', 'catalog', 'content', 'media'],
    env: { WEB_DIST: webDist },
  });
  admin = await loginAs(system, 'super_admin');
});

afterAll(async () => {
  await system?.close();
});

function expectClientError(response: { statusCode: number; json(): unknown; body: string }): void {
  expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, response.body).toBeLessThan(500);
  expect(errorBodySchema.safeParse(response.json()).success, response.body).toBe(true);
}

describe('malformed requests answer a 4xx in the one error shape', () => {
  it.each([
    '/../../etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/..%5c..%5cpackage.json',
    '/index.html%00.png',
    '/index.html%00.png',
  ])('GET %s (as a page: the app itself at most)', async (url) => {
    expectClientError(await system.gateway.inject({ method: 'GET', url }));
    const page = await system.gateway.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    if (page.statusCode === 200) expect(page.body).toBe(INDEX_HTML);
    else expectClientError(page);
  });

  it.each(['%2039', '39%20', '+39', '039', '0x27', '1e3', '39.0', '-39'])(
    'refuses the id %s as not a whole number (400, not a lookup)',
    async (id) => {
      const response = await system.gateway.inject({ method: 'GET', url: `/api/products/${id}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    },
  );

  it.each(['/api/products/%ZZ', '/api/categories/%E0%A4%A', '/attached_assets/%C0'])(
    'GET %s (an address that cannot be decoded) is not blamed on a request body',
    async (url) => {
      const response = await system.gateway.inject({ method: 'GET', url });
      expectClientError(response);
      expect(response.json()).toMatchObject({ error: { code: 'ROUTE_NOT_FOUND' } });
    },
  );

  it.each([
    ['/api/products/', 5000, '9'],
    ['/attached_assets/', 5000, 'a'],
    ['/api/categories/', 5000, '7'],
  ])('GET %s with a %i-character id', async (prefix, length, char) => {
    const url = `${prefix}${char.repeat(length)}`;
    expectClientError(await system.gateway.inject({ method: 'GET', url }));
    expectClientError(
      await system.gateway.inject({ method: 'GET', url: `${url}.png`, headers: { accept: 'text/html' } }),
    );
  });

  it.each([
    ['multipart without a boundary', 'multipart/form-data', 'hello'],
    [
      'truncated multipart',
      'multipart/form-data; boundary=XX',
      '--XX\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
    ],
  ])('%s', async (_name, contentType, payload) => {
    const response = await system.gateway.inject({
      method: 'POST',
      url: '/api/upload-image',
      headers: { cookie: admin, 'content-type': contentType, 'x-hiti-client': 'web' },
      payload,
    });
    expectClientError(response);
  });

  it('site-content metadata nested 5000 deep', async () => {
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const response = await system.gateway.inject({
      method: 'POST',
      url: '/api/site-content',
      headers: { cookie: admin, 'content-type': 'application/json' },
      payload: `{"type":"hero","key":"deep","title":"x","content":"y","metadata":${deep}}`,
    });
    expectClientError(response);
    expect(response.json()).toMatchObject({ error: { code: 'MALFORMED_BODY' } });
  });

  it('answers a second file in one upload with its own message, not "too large"', async () => {
    const boundary = 'B0UNDARY';
    const part = (name: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${name}"\r\nContent-Type: image/png\r\n\r\nxx\r\n`;
    const response = await system.gateway.inject({
      method: 'POST',
      url: '/api/upload-image',
      headers: {
        cookie: admin,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'x-hiti-client': 'web',
      },
      payload: `${part('a.png')}${part('b.png')}--${boundary}--\r\n`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: {
        code: 'VALIDATION_FAILED',
        details: [{ path: 'image', key: 'oneFileOnly', message: 'Please upload one file at a time' }],
      },
    });
  });
});
