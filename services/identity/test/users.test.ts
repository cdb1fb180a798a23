import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import argon2 from 'argon2';
import { adminUserSchema, auditPageSchema, sessionUserSchema, type AdminUser } from '@hiti/contracts';
import { adminUserModel } from '../src/models/admin-user';
import { firstAdmin, internalHeaders, startIdentity } from './support';

let app: FastifyInstance;
/** A password the strength rules accept. */
const STRONG_PASSWORD = 'warm tiles by the stove';

beforeAll(async () => {
  app = await startIdentity('identity_users', { ADMIN_PASSWORD: 'first-password' });
});

afterAll(async () => {
  await app.close();
});

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return app.inject({ method, url, headers: internalHeaders(firstAdmin), ...(payload ? { payload } : {}) });
}

async function createUser(username: string, role: AdminUser['role'] = 'product_manager'): Promise<AdminUser> {
  const response = await call('POST', '/users', { username, password: STRONG_PASSWORD, role });
  expect(response.statusCode).toBe(201);
  return adminUserSchema.parse(response.json());
}

async function sessionVersion(id: number): Promise<number> {
  const response = await call('GET', `/users/${id}/session`);
  return sessionUserSchema.parse(response.json()).sessionVersion;
}

describe('admin users in identity', () => {
  it('creates users with increasing ids, the default role and no password in any answer', async () => {
    const response = await call('POST', '/users', { username: 'marija', password: STRONG_PASSWORD });
    expect(response.statusCode).toBe(201);
    const created = response.json<AdminUser>();
    expect(created).toEqual({
      id: expect.any(Number),
      username: 'marija',
      role: 'product_manager',
      createdAt: expect.any(String),
      secondFactor: false,
    });
    expect(created.id).toBeGreaterThan(1);
    const list = await call('GET', '/users');
    expect(list.body).not.toMatch(/argon2|password|sessionVersion/i);
    expect(list.json<AdminUser[]>().map((user) => user.username)).toEqual(['admin', 'marija']);
  });

  it('keeps usernames unique regardless of letter case', async () => {
    await createUser('Blerta');
    const duplicate = await call('POST', '/users', { username: 'bLERTA', password: STRONG_PASSWORD });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ error: { code: 'USERNAME_TAKEN' } });
  });

  it('refuses to rename a user to a name another user holds', async () => {
    const user = await createUser('renamer');
    const response = await call('PUT', `/users/${user.id}`, {
      username: 'ADMIN',
      role: 'product_manager',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: 'USERNAME_TAKEN' } });
  });

  it('raises the session version on a rename, password or role change, not on an unchanged edit', async () => {
    const user = await createUser('versioned');
    expect(await sessionVersion(user.id)).toBe(0);
    await call('PUT', `/users/${user.id}`, {
      username: 'versioned',
      role: 'product_manager',
      password: '',
    });
    expect(await sessionVersion(user.id)).toBe(0);
    await call('PUT', `/users/${user.id}`, {
      username: 'versioned-2',
      role: 'product_manager',
      password: '',
    });
    expect(await sessionVersion(user.id)).toBe(1);
    await call('PUT', `/users/${user.id}`, {
      username: 'versioned-2',
      role: 'product_manager',
      password: 'a new kiln password',
      currentPassword: 'first-password',
    });
    expect(await sessionVersion(user.id)).toBe(2);
    await call('PUT', `/users/${user.id}`, { username: 'versioned-2', role: 'super_admin' });
    expect(await sessionVersion(user.id)).toBe(3);
    await call('POST', `/users/${user.id}/logout`);
    expect(await sessionVersion(user.id)).toBe(4);
    await call('PUT', `/users/${user.id}`, { username: 'versioned-2', role: 'product_manager' });
  });

  it('keeps at least one super admin even when two demotions race', async () => {
    const second = await createUser('second-super', 'super_admin');
    const demote = (user: { id: number; username: string }) =>
      call('PUT', `/users/${user.id}`, { username: user.username, role: 'product_manager' });
    const results = await Promise.all([demote({ id: 1, username: 'admin' }), demote(second)]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
    // User 1 is refused as the last super admin or as the first administrator, whichever write came first.
    const rejected = results.find((result) => result.statusCode === 409);
    expect(rejected?.json()).toMatchObject({
      error: { code: expect.stringMatching(/^(LAST_SUPER_ADMIN|PROTECTED_USER)$/) },
    });
    const supers = (await call('GET', '/users')).json<AdminUser[]>().filter((u) => u.role === 'super_admin');
    expect(supers.map((u) => u.id)).toEqual([1]);
    expect((await call('DELETE', `/users/${second.id}`)).statusCode).toBe(204);
  });

  it('records every write in the audit log under the caller, without secrets', async () => {
    const user = await createUser('audited');
    await call('PUT', `/users/${user.id}`, {
      username: 'audited',
      role: 'product_manager',
      password: 'changed stove password 1',
      currentPassword: 'first-password',
    });
    await call('DELETE', `/users/${user.id}`);
    const page = auditPageSchema.parse((await call('GET', '/audit?entity=admin_user&pageSize=3')).json());
    expect(page.items.map((entry) => [entry.action, entry.entityId])).toEqual([
      ['delete', String(user.id)],
      ['update', String(user.id)],
      ['create', String(user.id)],
    ]);
    expect(page.items[1]?.summary).toBe('Updated admin user audited: password changed');
    expect(page.items[1]?.summarized).toEqual({
      key: 'adminUserUpdated',
      values: { username: 'audited' },
      parts: [{ key: 'passwordChanged', values: {} }],
    });
    expect(page.items.every((entry) => entry.actor.username === 'admin' && entry.actor.id === 1)).toBe(true);
    expect(JSON.stringify(page)).not.toMatch(/argon2|passwordHash|changed stove password 1|first-password/);
  });

  it('needs a caller for writes and the audit log', async () => {
    const noCaller = { ...internalHeaders() };
    const write = await app.inject({
      method: 'POST',
      url: '/users',
      headers: noCaller,
      payload: { username: 'orphan', password: STRONG_PASSWORD },
    });
    expect(write.statusCode).toBe(401);
    const audit = await app.inject({
      method: 'POST',
      url: '/audit',
      headers: noCaller,
      payload: {
        action: 'create',
        entity: 'product',
        entityId: '1',
        summary: { key: 'productCreated', values: { name: 'x' } },
        before: null,
        after: {},
      },
    });
    expect(audit.statusCode).toBe(401);
  });

  it('validates bodies again (unknown fields, short names and passwords)', async () => {
    const response = await call('POST', '/users', {
      username: 'ab',
      password: '123',
      role: 'owner',
      extra: 1,
    });
    expect(response.statusCode).toBe(400);
    const paths = response
      .json<{ error: { details: { path: string }[] } }>()
      .error.details.map((d) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['username', 'password', 'role']));
  });

  it('upgrades a password hash made with weaker settings at the next successful login', async () => {
    const user = await createUser('old-hash');
    const users = adminUserModel(app.mongo);
    const weak = await argon2.hash('legacy-password', {
      type: argon2.argon2id,
      memoryCost: 4096,
      timeCost: 1,
    });
    await users.updateOne({ _id: user.id }, { $set: { passwordHash: weak } });
    const verified = await call('POST', '/credentials/verify', {
      username: 'old-hash',
      password: 'legacy-password',
    });
    expect(verified.statusCode).toBe(200);
    const stored = await users.findById(user.id).lean();
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await argon2.verify(stored?.passwordHash ?? '', 'legacy-password')).toBe(true);
  });

  it("lets a product manager end only their own sessions, and a super admin anyone's", async () => {
    const manager = await createUser('own-sessions');
    const other = await createUser('other-sessions');
    const asManager = (id: number) =>
      app.inject({
        method: 'POST',
        url: `/users/${id}/logout`,
        headers: internalHeaders({ id: manager.id, username: manager.username, role: 'product_manager' }),
      });
    const otherBefore = await sessionVersion(other.id);
    const managerBefore = await sessionVersion(manager.id);
    const refused = await asManager(other.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    expect(await sessionVersion(other.id)).toBe(otherBefore);
    expect((await asManager(manager.id)).statusCode).toBe(204);
    expect(await sessionVersion(manager.id)).toBe(managerBefore + 1);
    expect((await call('POST', `/users/${other.id}/logout`)).statusCode).toBe(204);
    expect(await sessionVersion(other.id)).toBe(otherBefore + 1);
  });

  it('answers 404 for a session or logout of an unknown user', async () => {
    expect((await call('GET', '/users/9999/session')).statusCode).toBe(404);
    expect((await call('POST', '/users/9999/logout')).json()).toMatchObject({
      error: { code: 'USER_NOT_FOUND' },
    });
    expect(
      (await call('PUT', '/users/9999', { username: 'ghost', role: 'product_manager' })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', '/users/9999')).statusCode).toBe(404);
  });
});
