import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityRoutes, SESSION, type AdminUser, type SessionClaims } from '@hiti/contracts';
import { loginAs, loginWith } from './support/login';
import { startTestSystem, type TestSystem } from './support/system';

let system: TestSystem;
let adminCookie: string;
const json = { 'content-type': 'application/json' };
const nowSeconds = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  system = await startTestSystem({ services: ['identity'] });
  adminCookie = await loginAs(system, 'super_admin');
});

afterAll(async () => {
  await system.close();
});

function listUsers(cookie: string) {
  return system.gateway.inject({ method: 'GET', url: '/api/admin-users', headers: { cookie } });
}

async function check(cookie: string) {
  const response = await system.gateway.inject({
    method: 'GET',
    url: '/api/auth/check',
    headers: { cookie },
  });
  return response.json<{ authenticated: boolean; role: string | null }>();
}

async function createUser(username: string, role: AdminUser['role']): Promise<AdminUser> {
  const response = await system.gateway.inject({
    method: 'POST',
    url: '/api/admin-users',
    headers: { ...json, cookie: adminCookie },
    payload: { username, password: 'start-password', role },
  });
  expect(response.statusCode).toBe(201);
  return response.json<AdminUser>();
}

function editUser(id: number, payload: object) {
  return system.gateway.inject({
    method: 'PUT',
    url: `/api/admin-users/${id}`,
    headers: { ...json, cookie: adminCookie },
    payload,
  });
}

/** A session token as the gateway would have issued it at another moment. */
function tokenCookie(claims: SessionClaims, issuedAt = nowSeconds()): string {
  const payload = { ...claims, iat: issuedAt };
  return `hk_session=${system.gateway.jwt.sign(payload)}`;
}

describe('sessions end on the next request after', () => {
  it('a password change', async () => {
    const user = await createUser('pw-change', 'super_admin');
    const cookie = await loginWith(system, 'pw-change', 'start-password');
    expect((await listUsers(cookie)).statusCode).toBe(200);
    const edit = await editUser(user.id, {
      username: 'pw-change',
      role: 'super_admin',
      password: 'a new stove password',
      currentPassword: system.adminPassword,
    });
    expect(edit.statusCode).toBe(200);
    const after = await listUsers(cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    expect(await loginWith(system, 'pw-change', 'a new stove password')).toMatch(/^hk_session=/);
  });

  it('a role change, which also gives the new role at the next login', async () => {
    const user = await createUser('role-change', 'super_admin');
    const cookie = await loginWith(system, 'role-change', 'start-password');
    expect(await check(cookie)).toEqual({ authenticated: true, role: 'super_admin' });
    expect((await editUser(user.id, { username: 'role-change', role: 'product_manager' })).statusCode).toBe(
      200,
    );
    expect(await check(cookie)).toEqual({ authenticated: false, role: null });
    expect((await listUsers(cookie)).statusCode).toBe(401);
    const fresh = await loginWith(system, 'role-change', 'start-password');
    expect(await check(fresh)).toEqual({ authenticated: true, role: 'product_manager' });
    expect((await listUsers(fresh)).statusCode).toBe(403);
  });

  it('a deletion', async () => {
    const user = await createUser('deleted-one', 'super_admin');
    const cookie = await loginWith(system, 'deleted-one', 'start-password');
    const removal = await system.gateway.inject({
      method: 'DELETE',
      url: `/api/admin-users/${user.id}`,
      headers: { cookie: adminCookie, 'x-hiti-client': 'web' },
    });
    expect(removal.statusCode).toBe(204);
    expect((await listUsers(cookie)).statusCode).toBe(401);
    expect(await check(cookie)).toEqual({ authenticated: false, role: null });
  });

  it('a logout, on every device of that admin', async () => {
    await createUser('two-devices', 'super_admin');
    const laptop = await loginWith(system, 'two-devices', 'start-password');
    const phone = await loginWith(system, 'two-devices', 'start-password');
    await system.gateway.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: laptop, 'x-hiti-client': 'web' },
    });
    expect((await listUsers(laptop)).statusCode).toBe(401);
    expect((await listUsers(phone)).statusCode).toBe(401);
  });

  it('a rename (the session was opened under the old name)', async () => {
    const user = await createUser('renamed-out', 'super_admin');
    const cookie = await loginWith(system, 'renamed-out', 'start-password');
    expect(
      (await editUser(user.id, { username: 'renamed-out-2', role: 'super_admin', password: '  ' }))
        .statusCode,
    ).toBe(200);
    expect((await listUsers(cookie)).statusCode).toBe(401);
  });

  it('but not after an edit with the same name, role and a blank password', async () => {
    const user = await createUser('stays-in', 'super_admin');
    const cookie = await loginWith(system, 'stays-in', 'start-password');
    expect(
      (await editUser(user.id, { username: 'stays-in', role: 'super_admin', password: '  ' })).statusCode,
    ).toBe(200);
    expect((await listUsers(cookie)).statusCode).toBe(200);
  });
});

describe('session lifetime', () => {
  const admin: SessionClaims = { sub: '1', role: 'super_admin', sv: 0, authTime: nowSeconds() };
  const idleSeconds = SESSION.idleMinutes * 60;
  const absoluteSeconds = SESSION.absoluteHours * 3600;

  async function currentVersion(): Promise<number> {
    const state = await system.gateway.services.identity.request(identityRoutes.getSession, {
      params: { id: 1 },
    });
    return state.sessionVersion;
  }

  it('accepts a token used within the idle window and slides it with a new cookie', async () => {
    const claims = { ...admin, sv: await currentVersion(), authTime: nowSeconds() - 600 };
    const response = await listUsers(tokenCookie(claims, nowSeconds() - (idleSeconds - 60)));
    expect(response.statusCode).toBe(200);
    const renewed = String(response.headers['set-cookie']);
    expect(renewed).toMatch(/^hk_session=[^;]+;/);
    expect(renewed).toMatch(new RegExp(`Max-Age=${idleSeconds}`));
  });

  it(`ends after ${SESSION.idleMinutes} idle minutes`, async () => {
    const claims = { ...admin, sv: await currentVersion(), authTime: nowSeconds() - idleSeconds - 5 };
    const response = await listUsers(tokenCookie(claims, nowSeconds() - idleSeconds - 1));
    expect(response.statusCode).toBe(401);
    expect(String(response.headers['set-cookie'])).toMatch(/^hk_session=;/);
  });

  it(`ends ${SESSION.absoluteHours} hours after the login however active it was`, async () => {
    const version = await currentVersion();
    const fresh = tokenCookie({ ...admin, sv: version, authTime: nowSeconds() - absoluteSeconds + 60 });
    expect((await listUsers(fresh)).statusCode).toBe(200);
    const expired = tokenCookie({ ...admin, sv: version, authTime: nowSeconds() - absoluteSeconds - 1 });
    expect((await listUsers(expired)).statusCode).toBe(401);
  });

  it('refuses a token of an older session version and one signed with another secret', async () => {
    const version = await currentVersion();
    expect((await listUsers(tokenCookie({ ...admin, sv: version + 1 }))).statusCode).toBe(401);
    const [header, payload] = tokenCookie({ ...admin, sv: version })
      .slice('hk_session='.length)
      .split('.');
    const forged = `hk_session=${header}.${payload}.c2lnbmF0dXJl`;
    expect((await listUsers(forged)).statusCode).toBe(401);
  });
});
