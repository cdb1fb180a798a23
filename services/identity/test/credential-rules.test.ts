import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  adminUserSchema,
  fieldIssue,
  validationMessages,
  type AdminUser,
  type Caller,
} from '@hiti/contracts';
import { adminUserModel } from '../src/models/admin-user';
import { firstAdmin, internalHeaders, startIdentity } from './support';

const FIRST_PASSWORD = 'first admin kiln password';
const STRONG_PASSWORD = 'warm tiles by the stove';
let app: FastifyInstance;
let secondSuper: Caller;

beforeAll(async () => {
  app = await startIdentity('identity_credential_rules', { ADMIN_PASSWORD: FIRST_PASSWORD });
  const created = await call(firstAdmin, 'POST', '/users', {
    username: 'second-super',
    password: STRONG_PASSWORD,
    role: 'super_admin',
  });
  expect(created.statusCode, created.body).toBe(201);
  const user = adminUserSchema.parse(created.json());
  secondSuper = { id: user.id, username: user.username, role: 'super_admin' };
});

afterAll(async () => {
  await app.close();
});

function call(caller: Caller, method: 'POST' | 'PUT', url: string, payload: object) {
  return app.inject({ method, url, headers: internalHeaders(caller), payload });
}

async function createManager(username: string): Promise<AdminUser> {
  const response = await call(firstAdmin, 'POST', '/users', { username, password: STRONG_PASSWORD });
  expect(response.statusCode, response.body).toBe(201);
  return adminUserSchema.parse(response.json());
}

const issuesOf = (body: string) =>
  (JSON.parse(body) as { error: { details?: { path: string; message: string }[] } }).error.details ?? [];

describe('the first administrator', () => {
  it('keeps their name and password from every other super admin', async () => {
    for (const change of [
      { username: 'taken-over', role: 'super_admin' },
      {
        username: 'admin',
        role: 'super_admin',
        password: 'a takeover password 99',
        currentPassword: STRONG_PASSWORD,
      },
    ]) {
      const response = await call(secondSuper, 'PUT', '/users/1', change);
      expect(response.statusCode, JSON.stringify(change)).toBe(403);
      expect(response.json()).toMatchObject({ error: { code: 'FIRST_ADMIN_ONLY' } });
    }
    const login = await app.inject({
      method: 'POST',
      url: '/credentials/verify',
      headers: internalHeaders(),
      payload: { username: 'admin', password: FIRST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('changes their own password with their current one', async () => {
    const newPassword = 'another first admin phrase';
    const changed = await call(firstAdmin, 'PUT', '/users/1', {
      username: 'admin',
      role: 'super_admin',
      password: newPassword,
      currentPassword: FIRST_PASSWORD,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const back = await call(firstAdmin, 'PUT', '/users/1', {
      username: 'admin',
      role: 'super_admin',
      password: FIRST_PASSWORD,
      currentPassword: newPassword,
    });
    expect(back.statusCode, back.body).toBe(200);
  });
});

describe('a password change', () => {
  it('needs the password of the admin making it, and refuses a wrong one', async () => {
    const user = await createManager('reset-me');
    const body = { username: 'reset-me', role: 'product_manager', password: 'a brand new stove phrase' };
    const missing = await call(secondSuper, 'PUT', `/users/${user.id}`, body);
    expect(missing.statusCode).toBe(400);
    expect(issuesOf(missing.body)).toEqual([
      {
        path: 'currentPassword',
        key: 'currentPasswordRequired',
        message: validationMessages.currentPasswordRequired,
      },
    ]);
    const wrong = await call(secondSuper, 'PUT', `/users/${user.id}`, {
      ...body,
      currentPassword: FIRST_PASSWORD,
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ error: { code: 'CURRENT_PASSWORD_WRONG' } });
    const confirmed = await call(secondSuper, 'PUT', `/users/${user.id}`, {
      ...body,
      currentPassword: STRONG_PASSWORD,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  });

  it('refuses common and easily guessed passwords, naming why', async () => {
    const cases = [
      ['123456', 'passwordCommon'],
      ['Password1', 'passwordCommon'],
      ['abcdefgh', 'passwordWeak'],
      ['weak-user1', 'passwordWeak'],
    ] as const;
    for (const [password, key] of cases) {
      const created = await call(firstAdmin, 'POST', '/users', { username: 'weak-user', password });
      expect(created.statusCode, password).toBe(400);
      expect(issuesOf(created.body), password).toEqual([fieldIssue('password', key)]);
    }
    const user = await createManager('strong-user');
    const update = await call(firstAdmin, 'PUT', `/users/${user.id}`, {
      username: 'strong-user',
      role: 'product_manager',
      password: 'qwerty123',
      currentPassword: FIRST_PASSWORD,
    });
    expect(update.statusCode).toBe(400);
    expect(issuesOf(update.body)).toEqual([
      { path: 'password', key: 'passwordCommon', message: validationMessages.passwordCommon },
    ]);
  });
});

describe('usernames', () => {
  it('refuses a name that looks like a taken one', async () => {
    await createManager('marko');
    for (const lookAlike of ['аdmіn', 'adrnin', 'ADMIN', 'mаrkо', 'ｍａｒｋｏ']) {
      const response = await call(firstAdmin, 'POST', '/users', {
        username: lookAlike,
        password: STRONG_PASSWORD,
      });
      expect(response.statusCode, lookAlike).toBe(409);
      expect(response.json()).toMatchObject({ error: { code: 'USERNAME_TAKEN' } });
    }
    const other = await createManager('ivana');
    const rename = await call(firstAdmin, 'PUT', `/users/${other.id}`, {
      username: 'mаrko',
      role: 'product_manager',
    });
    expect(rename.statusCode).toBe(409);
  });

  it('compares users stored before look-alikes were refused, or under an older rule, from the next start', async () => {
    const old = await createManager('elena');
    await adminUserModel(app.mongo).updateOne({ _id: old.id }, { $unset: { usernameSkeleton: 1 } });
    const older = await createManager('petar');
    await adminUserModel(app.mongo).updateOne(
      { _id: older.id },
      { $set: { usernameSkeleton: 'as an older rule made it' } },
    );
    const restarted = await startIdentity('identity_credential_rules', { ADMIN_PASSWORD: FIRST_PASSWORD });
    try {
      for (const lookAlike of ['еlеnа', 'реtаr']) {
        const response = await restarted.inject({
          method: 'POST',
          url: '/users',
          headers: internalHeaders(firstAdmin),
          payload: { username: lookAlike, password: STRONG_PASSWORD },
        });
        expect(response.statusCode, lookAlike).toBe(409);
      }
    } finally {
      await restarted.close();
    }
  });
});
