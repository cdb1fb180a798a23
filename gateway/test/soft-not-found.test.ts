import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSystem } from './support/system';
import { startPageSystem } from './support/web-pages';

let system: TestSystem;

beforeAll(async () => {
  system = await startPageSystem();
});

afterAll(async () => {
  await system?.close();
});

async function get(url: string, accept?: string) {
  const response = await system.gateway.inject({
    method: 'GET',
    url,
    headers: accept === undefined ? {} : { accept },
  });
  return { status: response.statusCode, type: String(response.headers['content-type']), body: response.body };
}

describe('addresses that are no page', () => {
  it('answer 404 with the not-found page, kept out of indexes, for a listing of no category', async () => {
    for (const url of ['/products?category=999', '/products?category=abc', '/al/products?category=999']) {
      const { status, body } = await get(url, 'text/html');
      expect(status, url).toBe(404);
      expect(body, url).toContain('<meta name="robots" content="noindex" />');
      expect(body, url).not.toContain('rel="canonical"');
    }
  });

  it('answer 404 for the page template and for addresses with encoded line breaks or separators', async () => {
    for (const url of [
      '/index.html',
      '/al/index.html',
      '/about%0A',
      '/about%0D%0A',
      '/al/contact%E2%80%A8',
      '/products%E2%80%A9',
      '/about%09',
    ]) {
      const { status, body } = await get(url, 'text/html');
      expect(status, url).toBe(404);
      expect(body, url).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('answer the not-found page in HTML to a client that takes anything, as under /al/', async () => {
    for (const accept of ['*/*', undefined]) {
      for (const url of ['/no-such-page', '/al/no-such-page']) {
        const { status, type } = await get(url, accept);
        expect(status, `${url} ${accept}`).toBe(404);
        expect(type, `${url} ${accept}`).toContain('text/html');
      }
    }
    // the API and a client asking for JSON keep the JSON error
    expect((await get('/api/no-such-route', '*/*')).type).toContain('application/json');
    expect((await get('/no-such-page', 'application/json')).type).toContain('application/json');
  });
});
