import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from './support/login';
import { startTestSystem, type TestSystem } from './support/system';

let system: TestSystem;

beforeAll(async () => {
  system = await startTestSystem({ services: ['identity'] });
});

afterAll(async () => {
  await system?.close();
});

describe('POST /api/auth/logout while identity cannot be reached', () => {
  it('still signs this browser out (the cookie is cleared), so a shared computer is not left signed in', async () => {
    const cookie = await loginAs(system, 'super_admin');
    await system.services.identity?.close();
    const response = await system.gateway.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'x-hiti-client': 'web', cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ authenticated: false, role: null });
    expect(String(response.headers['set-cookie'])).toMatch(/^hk_session=;.*Expires=Thu, 01 Jan 1970/);
  });
});
