import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  adminUserSchema,
  auditPageSchema,
  credentialCheckSchema,
  INTERNAL_HEADERS,
  recoveryCodesSchema,
  secondFactorEnrolmentSchema,
  secondFactorStatusSchema,
  type Caller,
} from '@hiti/contracts';
import { ConfigError, loadConfig } from '@hiti/service-kit';
import { identityEnvSchema } from '../src/config';
import { adminUserModel } from '../src/models/admin-user';
import { totpCode } from '../src/services/totp';
import { env, firstAdmin, internalHeaders, startIdentity } from './support';

const FIRST_PASSWORD = 'first admin kiln password';
const STRONG_PASSWORD = 'warm tiles by the stove';
const MAX_FAILURES = 4;
const STEP_MS = 30_000;
let app: FastifyInstance;

beforeAll(async () => {
  app = await startIdentity('identity_second_factor', {
    ADMIN_PASSWORD: FIRST_PASSWORD,
    LOGIN_MAX_FAILURES: String(MAX_FAILURES),
  });
});

afterAll(async () => {
  await app.close();
});

function call(caller: Caller | undefined, method: 'GET' | 'POST', url: string, payload?: object) {
  return app.inject({ method, url, headers: internalHeaders(caller), ...(payload ? { payload } : {}) });
}

function verifyPassword(username: string, password: string, address: string) {
  return app.inject({
    method: 'POST',
    url: '/credentials/verify',
    headers: { ...internalHeaders(), [INTERNAL_HEADERS.clientAddress]: address },
    payload: { username, password },
  });
}

function verifyCode(id: number, code: string, address: string) {
  return app.inject({
    method: 'POST',
    url: `/users/${id}/second-factor/verify`,
    headers: { ...internalHeaders(), [INTERNAL_HEADERS.clientAddress]: address },
    payload: { code },
  });
}

async function createUser(username: string, role: Caller['role']): Promise<Caller> {
  const response = await call(firstAdmin, 'POST', '/users', { username, password: STRONG_PASSWORD, role });
  expect(response.statusCode, response.body).toBe(201);
  const user = adminUserSchema.parse(response.json());
  return { id: user.id, username: user.username, role: user.role };
}

/** Enrols `caller`: the secret, and the recovery codes of the confirmation. */
async function enrol(caller: Caller): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await call(caller, 'POST', `/users/${caller.id}/second-factor/enrolment`);
  expect(started.statusCode, started.body).toBe(200);
  const { secret } = secondFactorEnrolmentSchema.parse(started.json());
  const confirmed = await call(caller, 'POST', `/users/${caller.id}/second-factor/enrolment/confirm`, {
    code: totpCode(secret),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret, recoveryCodes: recoveryCodesSchema.parse(confirmed.json()).recoveryCodes };
}

const nextOf = (body: string) => credentialCheckSchema.parse(JSON.parse(body)).secondFactor;
const errorCode = (body: string) => (JSON.parse(body) as { error: { code: string } }).error.code;

describe('the encryption key', () => {
  it('has no default: identity does not start without SECOND_FACTOR_KEY, nor with a placeholder', () => {
    const base = {
      PORT: '0',
      INTERNAL_TOKEN: env.internalToken,
      MONGO_URL: env.mongoUri,
      REDIS_URL: env.redisUrl,
    };
    for (const key of [undefined, 'change-me-change-me-change-me-change-me']) {
      const environment = key === undefined ? base : { ...base, SECOND_FACTOR_KEY: key };
      expect(() => loadConfig(identityEnvSchema, environment)).toThrow(ConfigError);
    }
  });
});

describe('enrolment', () => {
  it('is confirmed by a first valid code only, and keeps the secret encrypted', async () => {
    const manager = await createUser('enrolling-manager', 'product_manager');
    const started = await call(manager, 'POST', `/users/${manager.id}/second-factor/enrolment`);
    const { secret, uri } = secondFactorEnrolmentSchema.parse(started.json());
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toContain('issuer=Hiti%20Kamina');

    const wrong = await call(manager, 'POST', `/users/${manager.id}/second-factor/enrolment/confirm`, {
      code: '000000' === totpCode(secret) ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(401);
    expect(errorCode(wrong.body)).toBe('SECOND_FACTOR_INVALID');
    expect(nextOf((await verifyPassword('enrolling-manager', STRONG_PASSWORD, '192.0.2.1')).body)).toBe(
      'none',
    );

    const confirmed = await call(manager, 'POST', `/users/${manager.id}/second-factor/enrolment/confirm`, {
      code: totpCode(secret),
    });
    const { recoveryCodes } = recoveryCodesSchema.parse(confirmed.json());
    expect(new Set(recoveryCodes).size).toBe(10);

    const stored = await adminUserModel(app.mongo).findById(manager.id).lean();
    expect(stored?.totpSecret).toBeDefined();
    expect(stored?.totpSecret).not.toContain(secret);
    expect(stored?.recoveryCodeHashes).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(recoveryCodes[0] ?? '-');
    expect(nextOf((await verifyPassword('enrolling-manager', STRONG_PASSWORD, '192.0.2.1')).body)).toBe(
      'code',
    );

    const again = await call(manager, 'POST', `/users/${manager.id}/second-factor/enrolment`);
    expect(errorCode(again.body)).toBe('SECOND_FACTOR_ACTIVE');
  });

  it("is one's own: another admin cannot read, start or confirm it", async () => {
    const manager = await createUser('other-manager', 'product_manager');
    for (const [method, path] of [
      ['GET', ''],
      ['POST', '/enrolment'],
    ] as const) {
      const response = await call(firstAdmin, method, `/users/${manager.id}/second-factor${path}`);
      expect(response.statusCode).toBe(403);
    }
  });
});

describe("the sign-in's code step", () => {
  let user: Caller;
  let secret: string;
  let recoveryCodes: string[];

  beforeAll(async () => {
    user = await createUser('coded-manager', 'product_manager');
    ({ secret, recoveryCodes } = await enrol(user));
  });

  it('takes a code of the app once: the same code again is refused within its window', async () => {
    const code = totpCode(secret, Date.now() + STEP_MS);
    const first = await verifyCode(user.id, code, '192.0.2.10');
    expect(first.statusCode, first.body).toBe(200);
    expect(credentialCheckSchema.parse(first.json())).toMatchObject({ id: user.id, secondFactor: 'code' });
    const replayed = await verifyCode(user.id, code, '192.0.2.10');
    expect(replayed.statusCode).toBe(401);
    expect(errorCode(replayed.body)).toBe('SECOND_FACTOR_INVALID');
    // a code of an earlier step is no longer taken either
    expect((await verifyCode(user.id, totpCode(secret), '192.0.2.10')).statusCode).toBe(401);
  });

  it('takes each recovery code once, typed in any case and spacing', async () => {
    const code = recoveryCodes[0] ?? '';
    const typed = ` ${code.toUpperCase().replace('-', ' ')} `;
    expect((await verifyCode(user.id, typed, '192.0.2.11')).statusCode).toBe(200);
    expect((await verifyCode(user.id, code, '192.0.2.11')).statusCode).toBe(401);
    const status = await call(user, 'GET', `/users/${user.id}/second-factor`);
    expect(secondFactorStatusSchema.parse(status.json())).toEqual({
      enrolled: true,
      recoveryCodesLeft: 9,
      required: false,
    });
  });

  it('renews the recovery codes with a current code: the old ones end', async () => {
    const refused = await call(user, 'POST', `/users/${user.id}/second-factor/recovery-codes`, {
      code: 'not-a-code',
    });
    expect(refused.statusCode).toBe(401);
    const renewed = await call(user, 'POST', `/users/${user.id}/second-factor/recovery-codes`, {
      code: recoveryCodes[1],
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = recoveryCodesSchema.parse(renewed.json()).recoveryCodes;
    expect((await verifyCode(user.id, recoveryCodes[2] ?? '', '192.0.2.12')).statusCode).toBe(401);
    expect((await verifyCode(user.id, fresh[0] ?? '', '192.0.2.12')).statusCode).toBe(200);
  });

  it("counts wrong codes with the password's attempts, which a right password no longer clears", async () => {
    const throttled = await createUser('throttled-manager', 'product_manager');
    const { recoveryCodes: codes } = await enrol(throttled);
    const address = '192.0.2.20';
    const statuses: number[] = [];
    statuses.push((await verifyPassword('throttled-manager', STRONG_PASSWORD, address)).statusCode);
    statuses.push((await verifyCode(throttled.id, '123456', address)).statusCode);
    statuses.push((await verifyPassword('throttled-manager', STRONG_PASSWORD, address)).statusCode);
    statuses.push((await verifyCode(throttled.id, '654321', address)).statusCode);
    statuses.push((await verifyCode(throttled.id, codes[0] ?? '', address)).statusCode);
    expect(statuses).toEqual([200, 401, 200, 401, 429]);
    // the owner, from their own address, still gets in
    expect((await verifyCode(throttled.id, codes[0] ?? '', '192.0.2.21')).statusCode).toBe(200);
  });
});

describe('required for super admins once one has enrolled', () => {
  it('sends a super admin without a second factor to enrolment, and no one else', async () => {
    const superAdmin = await createUser('second-super', 'super_admin');
    await createUser('plain-manager', 'product_manager');
    expect(nextOf((await verifyPassword('second-super', STRONG_PASSWORD, '192.0.2.30')).body)).toBe('none');

    await enrol(firstAdmin);
    expect(nextOf((await verifyPassword('second-super', STRONG_PASSWORD, '192.0.2.30')).body)).toBe('enrol');
    expect(nextOf((await verifyPassword('plain-manager', STRONG_PASSWORD, '192.0.2.30')).body)).toBe('none');
    const status = await call(superAdmin, 'GET', `/users/${superAdmin.id}/second-factor`);
    expect(secondFactorStatusSchema.parse(status.json()).required).toBe(true);
  });

  it('is only a choice when SECOND_FACTOR_SUPER_ADMINS is optional', async () => {
    const optional = await startIdentity('identity_second_factor_optional', {
      ADMIN_PASSWORD: FIRST_PASSWORD,
      SECOND_FACTOR_SUPER_ADMINS: 'optional',
    });
    try {
      const created = await optional.inject({
        method: 'POST',
        url: '/users',
        headers: internalHeaders(firstAdmin),
        payload: { username: 'optional-super', password: STRONG_PASSWORD, role: 'super_admin' },
      });
      expect(created.statusCode).toBe(201);
      const started = await optional.inject({
        method: 'POST',
        url: '/users/1/second-factor/enrolment',
        headers: internalHeaders(firstAdmin),
      });
      const { secret } = secondFactorEnrolmentSchema.parse(started.json());
      await optional.inject({
        method: 'POST',
        url: '/users/1/second-factor/enrolment/confirm',
        headers: internalHeaders(firstAdmin),
        payload: { code: totpCode(secret) },
      });
      const check = await optional.inject({
        method: 'POST',
        url: '/credentials/verify',
        headers: { ...internalHeaders(), [INTERNAL_HEADERS.clientAddress]: '192.0.2.31' },
        payload: { username: 'optional-super', password: STRONG_PASSWORD },
      });
      expect(nextOf(check.body)).toBe('none');
    } finally {
      await optional.close();
    }
  });
});

describe('resets', () => {
  const reset = (caller: Caller, id: number, currentPassword: string) =>
    call(caller, 'POST', `/users/${id}/second-factor/reset`, { currentPassword });

  it("never touch the first administrator's but at their own request", async () => {
    const superAdmin = await createUser('resetting-super', 'super_admin');
    const refused = await reset(superAdmin, 1, STRONG_PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(errorCode(refused.body)).toBe('FIRST_ADMIN_SECOND_FACTOR');
    const status = await call(firstAdmin, 'GET', '/users/1/second-factor');
    expect(secondFactorStatusSchema.parse(status.json()).enrolled).toBe(true);

    expect((await reset(firstAdmin, 1, 'not my password')).statusCode).toBe(403);
    const own = await reset(firstAdmin, 1, FIRST_PASSWORD);
    expect(own.statusCode, own.body).toBe(204);
    const after = await call(firstAdmin, 'GET', '/users/1/second-factor');
    expect(secondFactorStatusSchema.parse(after.json())).toMatchObject({
      enrolled: false,
      recoveryCodesLeft: 0,
    });
  });

  it("let a super admin reset another admin's (audited, their sessions end), not a product manager", async () => {
    const target = await createUser('lost-phone-manager', 'product_manager');
    const other = await createUser('nosy-manager', 'product_manager');
    await enrol(target);
    const before = await adminUserModel(app.mongo).findById(target.id).lean();

    expect((await reset(other, target.id, STRONG_PASSWORD)).statusCode).toBe(403);
    const done = await reset(firstAdmin, target.id, FIRST_PASSWORD);
    expect(done.statusCode, done.body).toBe(204);

    const after = await adminUserModel(app.mongo).findById(target.id).lean();
    expect(after?.totpSecret).toBeUndefined();
    expect(after?.sessionVersion).toBe((before?.sessionVersion ?? 0) + 1);
    expect(nextOf((await verifyPassword('lost-phone-manager', STRONG_PASSWORD, '192.0.2.40')).body)).toBe(
      'none',
    );
    const audit = auditPageSchema.parse((await call(firstAdmin, 'GET', '/audit')).json());
    expect(audit.items[0]).toMatchObject({
      entityId: String(target.id),
      summary: 'Reset the two-step sign-in of admin user lost-phone-manager',
    });
  });
});
