import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from './support/login';
import { startTestSystem, type TestSystem } from './support/system';

let system: TestSystem;
let admin: string;

beforeAll(async () => {
  system = await startTestSystem({ services: ['identity', 'catalog'] });
  admin = await loginAs(system, 'super_admin');
});

afterAll(async () => {
  await system?.close();
});

const EVIL = 'http://evil.example';

async function write(url: string, headers: Record<string, string>, payload = '') {
  return system.gateway.inject({ method: 'POST', url, headers: { cookie: admin, ...headers }, payload });
}

describe('cross-origin writes', () => {
  it.each(['/%61pi/products/import', '/%61pi/auth/logout', '/api%2fauth/logout', '/API/auth/logout'])(
    'refuses a foreign write to %s however the path is spelled',
    async (url) => {
      const response = await write(url, { origin: EVIL, 'content-type': 'text/plain' }, 'name,id\n');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: { code: 'CSRF_REJECTED' } });
    },
  );

  it('refuses a text/plain write without the client header even from the own origin', async () => {
    const response = await write('/%61pi/auth/logout', { 'content-type': 'text/plain' });
    expect(response.statusCode).toBe(403);
  });

  it('keeps the session after a refused encoded logout', async () => {
    await write('/%61pi/auth/logout', { origin: EVIL, 'content-type': 'text/plain' });
    const check = await system.gateway.inject({
      method: 'GET',
      url: '/api/auth/check',
      headers: { cookie: admin },
    });
    expect(check.json()).toMatchObject({ authenticated: true });
  });
});

describe('same-origin writes under another name', () => {
  it.each(['http://127.0.0.1:8080', 'http://192.168.1.20:8080', 'HTTP://LOCALHOST:8080'])(
    'accepts a login from %s when the request was addressed to that host',
    async (origin) => {
      const response = await system.gateway.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { origin, host: new URL(origin).host, 'content-type': 'application/json' },
        remoteAddress: '10.99.0.1',
        payload: { username: 'admin', password: system.adminPassword },
      });
      expect(response.statusCode).toBe(200);
    },
  );

  it('refuses an origin that differs from the host the request was addressed to', async () => {
    const response = await system.gateway.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: {
        origin: 'http://127.0.0.1:9999',
        host: '127.0.0.1:8080',
        'content-type': 'application/json',
      },
      payload: { username: 'admin', password: system.adminPassword },
    });
    expect(response.statusCode).toBe(403);
  });

  it('accepts the configured PUBLIC_URL origin whatever the Host header', async () => {
    const response = await write(
      '/api/auth/logout',
      {
        origin: 'http://localhost:8080',
        host: 'internal:3000',
        'content-type': 'application/json',
      },
      '{}',
    );
    expect(response.statusCode).toBeLessThan(300);
  });
});
