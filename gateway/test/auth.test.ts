import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCheckSchema, loginResultSchema } from '@hiti/contracts';
import { loginAs, loginWith, nextClientAddress, sessionCookieOf } from './support/login';
import { startTestSystem, type TestSystem } from './support/system';

let system: TestSystem;
const json = { 'content-type': 'application/json' };

beforeAll(async () => {
  system = await startTestSystem({ services: ['identity'] });
});

afterAll(async () => {
  await system.close();
});

function login(username: string, password: string) {
  return system.gateway.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: json,
    remoteAddress: nextClientAddress(),
    payload: { username, password },
  });
}

function check(cookie?: string) {
  return system.gateway.inject({ method: 'GET', url: '/api/auth/check', headers: cookie ? { cookie } : {} });
}

describe('POST /api/auth/login', () => {
  it('signs the seeded super admin in with a fresh HttpOnly SameSite session cookie', async () => {
    const response = await login('admin', system.adminPassword);
    expect(response.statusCode).toBe(200);
    const body = loginResultSchema.parse(response.json());
    expect(body).toEqual({ admin: { id: 1, username: 'admin', role: 'super_admin' }, next: 'signedIn' });
    expect(Object.keys(response.json<{ admin: object }>().admin).sort()).toEqual(['id', 'role', 'username']);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^hk_session=[^;]+;/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
  });

  it('issues a new token at every login', async () => {
    const first = await loginWith(system, 'admin', system.adminPassword);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = await loginWith(system, 'admin', system.adminPassword);
    expect(second).not.toBe(first);
  });

  it('accepts the username in any letter case', async () => {
    const response = await login('ADMIN', system.adminPassword);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ admin: { username: 'admin' } });
  });

  it('answers a wrong password and an unknown user with the same 401 body and no cookie', async () => {
    const wrongPassword = await login('admin', 'not-the-password');
    const unknownUser = await login('nobody-here', 'not-the-password');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      error: { code: 'INVALID_CREDENTIALS', message: 'Invalid username or password. Please try again.' },
    });
    expect(unknownUser.body).toBe(wrongPassword.body);
    expect(wrongPassword.headers['set-cookie']).toBeUndefined();
    expect(unknownUser.headers['set-cookie']).toBeUndefined();
  });

  it('takes a similar time for an unknown user and a wrong password', async () => {
    const time = async (username: string) => {
      const started = process.hrtime.bigint();
      await login(username, 'wrong-password');
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const known: number[] = [];
    const unknown: number[] = [];
    // Different usernames each round keep the per-account throttle out of the measurement.
    for (let round = 0; round < 5; round += 1) {
      await system.gateway.inject({
        method: 'POST',
        url: '/api/admin-users',
        headers: { ...json, cookie: await loginWith(system, 'admin', system.adminPassword) },
        payload: { username: `timing-${round}`, password: 'timing-password' },
      });
      known.push(await time(`timing-${round}`));
      unknown.push(await time(`ghost-${round}`));
    }
    const ratio = median(unknown) / median(known);
    expect(ratio).toBeGreaterThan(0.3);
    expect(ratio).toBeLessThan(3.5);
  });

  it('rejects missing fields with the SPEC messages', async () => {
    const response = await system.gateway.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: json,
      remoteAddress: nextClientAddress(),
      payload: { username: '', password: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: {
        code: 'VALIDATION_FAILED',
        details: [
          { path: 'username', key: 'loginUsername', message: 'Username is required' },
          { path: 'password', key: 'loginPassword', message: 'Password is required' },
        ],
      },
    });
  });

  it('refuses a login posted as a plain form (CSRF rule)', async () => {
    const response = await system.gateway.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=admin&password=${system.adminPassword}`,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'CSRF_REJECTED' } });
  });
});

describe('GET /api/auth/check', () => {
  it('answers unauthenticated without a session, never 401', async () => {
    const response = await check();
    expect(response.statusCode).toBe(200);
    expect(authCheckSchema.parse(response.json())).toEqual({ authenticated: false, role: null });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers the role of a signed-in admin', async () => {
    expect((await check(await loginAs(system, 'super_admin'))).json()).toEqual({
      authenticated: true,
      role: 'super_admin',
    });
    expect((await check(await loginAs(system, 'product_manager'))).json()).toEqual({
      authenticated: true,
      role: 'product_manager',
    });
  });

  it('treats a forged or garbled cookie as no session and clears it', async () => {
    const response = await check('hk_session=not.a.jwt');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ authenticated: false, role: null });
    expect(String(response.headers['set-cookie'])).toMatch(/^hk_session=;/);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session server-side: the old cookie no longer works even if kept', async () => {
    const cookie = await loginAs(system, 'product_manager');
    expect((await check(cookie)).json()).toMatchObject({ authenticated: true });
    const response = await system.gateway.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, 'x-hiti-client': 'web' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ authenticated: false, role: null });
    expect(String(response.headers['set-cookie'])).toMatch(
      /^hk_session=;.*Max-Age=0|Expires=Thu, 01 Jan 1970/,
    );
    expect((await check(cookie)).json()).toEqual({ authenticated: false, role: null });
    const protectedCall = await system.gateway.inject({
      method: 'GET',
      url: '/api/admin-users',
      headers: { cookie },
    });
    expect(protectedCall.statusCode).toBe(401);
  });

  it('is harmless without a session', async () => {
    const response = await system.gateway.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'x-hiti-client': 'web' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ authenticated: false, role: null });
  });

  it('lets the admin sign in again afterwards with a new working session', async () => {
    const cookie = await loginWith(system, 'admin', system.adminPassword);
    await system.gateway.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, 'x-hiti-client': 'web' },
    });
    const again = await login('admin', system.adminPassword);
    const fresh = sessionCookieOf(again.headers['set-cookie']);
    expect((await check(fresh)).json()).toEqual({ authenticated: true, role: 'super_admin' });
  });
});
