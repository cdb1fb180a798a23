import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSystem, type TestSystem } from './support/system';
import { WEB_DIST } from './support/web-pages';

/** The site while notify cannot be reached: a visitor follows a link of the confirmation mail. */
let system: TestSystem;

beforeAll(async () => {
  system = await startTestSystem({ services: [], env: { WEB_DIST } });
});

afterAll(async () => {
  await system.close();
});

function followLink(path: string) {
  return system.gateway.inject({ method: 'GET', url: path, headers: { accept: 'text/html' } });
}

describe('a newsletter link followed while notify is down', () => {
  it.each([
    ['/api/newsletter/confirm?token=abc&lang=al', 'sq'],
    ['/api/newsletter/unsubscribe?token=abc&lang=mk', 'mk'],
    ['/api/newsletter/confirm?token=abc', 'mk'],
  ])('%s answers the 503 page in its language (%s), not a JSON error', async (path, htmlLang) => {
    const response = await followLink(path);
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['retry-after']).toBe('30');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain(`<html lang="${htmlLang}"`);
  });
});
