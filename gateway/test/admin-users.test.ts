import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUserListSchema, validationMessages, type AdminUser } from '@hiti/contracts';
import { loginAs, loginWith } from './support/login';
import { startTestSystem, type TestSystem } from './support/system';

let system: TestSystem;
let adminCookie: string;
const json = { 'content-type': 'application/json' };

beforeAll(async () => {
  system = await startTestSystem({ services: ['identity'] });
  adminCookie = await loginAs(system, 'super_admin');
});

afterAll(async () => {
  await system.close();
});

function request(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) {
  return system.gateway.inject({
    method,
    url,
    headers: payload ? { ...json, cookie } : { cookie, 'x-hiti-client': 'web' },
    ...(payload ? { payload } : {}),
  });
}

async function createUser(username: string, role?: AdminUser['role']): Promise<AdminUser> {
  const response = await request('POST', '/api/admin-users', adminCookie, {
    username,
    password: 'start-password',
    ...(role ? { role } : {}),
  });
  expect(response.statusCode).toBe(201);
  return response.json<AdminUser>();
}

describe('GET /api/admin-users', () => {
  it('lists id, username, role and createdAt of every admin, never a password', async () => {
    await createUser('lister');
    const response = await request('GET', '/api/admin-users', adminCookie);
    expect(response.statusCode).toBe(200);
    const users = adminUserListSchema.parse(response.json());
    expect(users[0]).toEqual({
      id: 1,
      username: 'admin',
      role: 'super_admin',
      createdAt: expect.any(String),
      secondFactor: false,
    });
    for (const user of response.json<Record<string, unknown>[]>()) {
      expect(Object.keys(user).sort()).toEqual(['createdAt', 'id', 'role', 'secondFactor', 'username']);
    }
    expect(response.body).not.toMatch(/argon2|password/i);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('POST /api/admin-users', () => {
  it('creates a product manager by default who can then log in', async () => {
    const created = await createUser('nova');
    expect(created).toEqual({
      id: expect.any(Number),
      username: 'nova',
      role: 'product_manager',
      createdAt: expect.any(String),
      secondFactor: false,
    });
    expect(Date.now() - Date.parse(created.createdAt)).toBeLessThan(60_000);
    expect(await loginWith(system, 'nova', 'start-password')).toMatch(/^hk_session=/);
  });

  it('answers 409 USERNAME_TAKEN for a taken username, in any letter case', async () => {
    await createUser('taken');
    const response = await request('POST', '/api/admin-users', adminCookie, {
      username: 'TAKEN',
      password: 'start-password',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 'USERNAME_TAKEN', message: 'This username is already taken.' },
    });
  });

  it('validates with the SPEC messages and refuses unknown fields', async () => {
    const response = await request('POST', '/api/admin-users', adminCookie, {
      username: 'ab',
      password: '12345',
      role: 'owner',
      isRoot: true,
    });
    expect(response.statusCode).toBe(400);
    const details = response.json<{ error: { details: { path: string; message: string }[] } }>().error
      .details;
    expect(details).toEqual(
      expect.arrayContaining([
        { path: 'username', key: 'usernameMin', message: 'Username must be at least 3 characters' },
        { path: 'password', key: 'passwordMin', message: 'Password must be at least 6 characters' },
        expect.objectContaining({ path: 'role' }),
        expect.objectContaining({ path: '(root)' }),
      ]),
    );
  });
});

describe('PUT /api/admin-users/:id', () => {
  it('keeps the current password when the new one is blank or left out', async () => {
    const user = await createUser('keeper');
    for (const password of ['', '   ', undefined]) {
      const response = await request('PUT', `/api/admin-users/${user.id}`, adminCookie, {
        username: 'keeper',
        role: 'product_manager',
        ...(password === undefined ? {} : { password }),
      });
      expect(response.statusCode).toBe(200);
    }
    expect(await loginWith(system, 'keeper', 'start-password')).toMatch(/^hk_session=/);
  });

  it('keeps the first administrator’s name and password from every other super admin', async () => {
    const deputyUser = await createUser('deputy-super', 'super_admin');
    const deputy = await loginWith(system, 'deputy-super', 'start-password');
    for (const body of [
      {
        username: 'admin',
        role: 'super_admin',
        password: 'taken over at night',
        currentPassword: 'start-password',
      },
      { username: 'not-the-owner', role: 'super_admin' },
    ]) {
      const response = await request('PUT', '/api/admin-users/1', deputy, body);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: { code: 'FIRST_ADMIN_ONLY' } });
    }
    expect(await loginWith(system, 'admin', system.adminPassword)).toMatch(/^hk_session=/);
    expect((await request('DELETE', `/api/admin-users/${deputyUser.id}`, adminCookie)).statusCode).toBe(204);
  });

  it('asks for the current password of the admin changing a password', async () => {
    const user = await createUser('confirmer');
    const body = { username: 'confirmer', role: 'product_manager', password: 'a confirmed new phrase' };
    const missing = await request('PUT', `/api/admin-users/${user.id}`, adminCookie, body);
    expect(missing.statusCode).toBe(400);
    const wrong = await request('PUT', `/api/admin-users/${user.id}`, adminCookie, {
      ...body,
      currentPassword: 'not my password',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ error: { code: 'CURRENT_PASSWORD_WRONG' } });
    await expect(loginWith(system, 'confirmer', 'a confirmed new phrase')).rejects.toThrow(/401/);
  });

  it('refuses a look-alike username and a common password', async () => {
    const lookAlike = await request('POST', '/api/admin-users', adminCookie, {
      username: 'аdmіn',
      password: 'start-password',
    });
    expect(lookAlike.statusCode).toBe(409);
    expect(lookAlike.json()).toMatchObject({ error: { code: 'USERNAME_TAKEN' } });
    const common = await request('POST', '/api/admin-users', adminCookie, {
      username: 'plain',
      password: '123456',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({
      error: {
        details: [{ path: 'password', key: 'passwordCommon', message: validationMessages.passwordCommon }],
      },
    });
  });

  it('changes username, role and password together', async () => {
    const user = await createUser('changer');
    const response = await request('PUT', `/api/admin-users/${user.id}`, adminCookie, {
      username: 'changed',
      role: 'super_admin',
      password: 'fresh-password',
      currentPassword: system.adminPassword,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...user, username: 'changed', role: 'super_admin' });
    await expect(loginWith(system, 'changed', 'start-password')).rejects.toThrow(/401/);
    expect(await loginWith(system, 'changed', 'fresh-password')).toMatch(/^hk_session=/);
    expect((await request('DELETE', `/api/admin-users/${user.id}`, adminCookie)).statusCode).toBe(204);
  });

  it('answers 404 for an unknown user and 400 for a bad id', async () => {
    const body = { username: 'ghost', role: 'product_manager' };
    const missing = await request('PUT', '/api/admin-users/99999', adminCookie, body);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { code: 'USER_NOT_FOUND' } });
    expect((await request('PUT', '/api/admin-users/abc', adminCookie, body)).statusCode).toBe(400);
  });
});

describe('protection of the first administrator and the last super admin', () => {
  it('never deletes user 1', async () => {
    const response = await request('DELETE', '/api/admin-users/1', adminCookie);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 'PROTECTED_USER', message: 'The first administrator cannot be deleted or demoted.' },
    });
  });

  it('never demotes or deletes the last super admin, nor demotes user 1; allows both for others while another remains', async () => {
    const onlySuper = await request('PUT', '/api/admin-users/1', adminCookie, {
      username: 'admin',
      role: 'product_manager',
    });
    expect(onlySuper.statusCode).toBe(409);
    expect(onlySuper.json()).toMatchObject({ error: { code: 'LAST_SUPER_ADMIN' } });

    const deputy = await createUser('deputy', 'super_admin');
    const deputyCookie = await loginWith(system, 'deputy', 'start-password');
    const firstDemoted = await request('PUT', '/api/admin-users/1', deputyCookie, {
      username: 'admin',
      role: 'product_manager',
    });
    expect(firstDemoted.statusCode).toBe(409);
    expect(firstDemoted.json()).toMatchObject({ error: { code: 'PROTECTED_USER' } });

    // User 1 stays a super admin, so the deputy can be demoted and deleted.
    const demoted = await request('PUT', `/api/admin-users/${deputy.id}`, adminCookie, {
      username: 'deputy',
      role: 'product_manager',
    });
    expect(demoted.statusCode).toBe(200);
    expect((await request('DELETE', `/api/admin-users/${deputy.id}`, adminCookie)).statusCode).toBe(204);
    const users = (await request('GET', '/api/admin-users', adminCookie)).json<AdminUser[]>();
    expect(users.some((user) => user.id === deputy.id)).toBe(false);
  });
});

describe('DELETE /api/admin-users/:id', () => {
  it('removes a user with 204, then 404', async () => {
    const user = await createUser('short-lived');
    expect((await request('DELETE', `/api/admin-users/${user.id}`, adminCookie)).statusCode).toBe(204);
    const again = await request('DELETE', `/api/admin-users/${user.id}`, adminCookie);
    expect(again.statusCode).toBe(404);
    await expect(loginWith(system, 'short-lived', 'start-password')).rejects.toThrow(/401/);
  });
});

describe('roles', () => {
  it('refuses product managers with 403 and visitors with 401 on every admin-users call', async () => {
    const manager = await loginAs(system, 'product_manager');
    const calls = [
      ['GET', '/api/admin-users', undefined],
      ['POST', '/api/admin-users', { username: 'sneaky', password: 'sneaky-pass', role: 'super_admin' }],
      ['PUT', '/api/admin-users/1', { username: 'admin', role: 'product_manager' }],
      ['DELETE', '/api/admin-users/2', undefined],
    ] as const;
    for (const [method, url, payload] of calls) {
      const forbidden = await request(method, url, manager, payload);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({
        error: { code: 'FORBIDDEN', message: 'You do not have permission to do this.' },
      });
      const anonymous = await request(method, url, '', payload);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    }
    const users = (await request('GET', '/api/admin-users', adminCookie)).json<AdminUser[]>();
    expect(users.some((user) => user.username === 'sneaky')).toBe(false);
    expect(users.find((user) => user.id === 1)?.role).toBe('super_admin');
  });
});
