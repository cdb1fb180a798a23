import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import {
  enrolmentConfirmedSchema,
  loginResultSchema,
  recoveryCodesSchema,
  secondFactorEnrolmentSchema,
  SESSION,
  type Role,
} from '@hiti/contracts';
import { totpCode } from '../../services/identity/src/services/totp';
import { loginWith, nextClientAddress } from './support/login';
import { startTestSystem, type TestSystem } from './support/system';

const PASSWORD = 'glowing embers by the hearth';
const MAX_FAILURES = 3;
const STEP_MS = 30_000;
const json = { 'content-type': 'application/json' };
let system: TestSystem;
let adminCookie: string;
let userCount = 0;

beforeAll(async () => {
  system = await startTestSystem({
    services: ['identity'],
    env: { LOGIN_MAX_FAILURES: String(MAX_FAILURES) },
  });
  adminCookie = await loginWith(system, 'admin', system.adminPassword);
});

afterAll(async () => {
  await system.close();
});

/** The cookies a response sets, by name (a cleared one has an empty value). */
function setCookies(response: LightMyRequestResponse): Map<string, string> {
  const header = response.headers['set-cookie'];
  const lines = Array.isArray(header) ? header : header === undefined ? [] : [String(header)];
  return new Map(lines.map((line) => [line.slice(0, line.indexOf('=')), line]));
}

const pairOf = (line: string | undefined) => (line ?? '').split(';')[0] ?? '';
const errorCode = (response: LightMyRequestResponse) =>
  response.json<{ error?: { code?: string } }>().error?.code;

function post(url: string, payload: object | undefined, cookie?: string, address = nextClientAddress()) {
  return system.gateway.inject({
    method: 'POST',
    url,
    remoteAddress: address,
    headers: { 'x-hiti-client': 'web', ...(payload ? json : {}), ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
}

async function createAdmin(role: Role): Promise<string> {
  userCount += 1;
  const username = `two-step-${role}-${userCount}`;
  const created = await post('/api/admin-users', { username, password: PASSWORD, role }, adminCookie);
  expect(created.statusCode, created.body).toBe(201);
  return username;
}

/** Enrols the admin of `cookie` (a session or a sign-in step): the secret and the recovery codes. */
async function enrol(
  cookie: string,
): Promise<{ secret: string; recoveryCodes: string[]; response: LightMyRequestResponse }> {
  const started = await post('/api/auth/second-factor/enrolment', undefined, cookie);
  expect(started.statusCode, started.body).toBe(200);
  const { secret } = secondFactorEnrolmentSchema.parse(started.json());
  const response = await post(
    '/api/auth/second-factor/enrolment/confirm',
    { code: totpCode(secret) },
    cookie,
  );
  expect(response.statusCode, response.body).toBe(200);
  return { secret, recoveryCodes: enrolmentConfirmedSchema.parse(response.json()).recoveryCodes, response };
}

const passwordStep = (username: string, cookie?: string, address?: string) =>
  post('/api/auth/login', { username, password: PASSWORD }, cookie, address);

/** An enrolled product manager: their username, secret and recovery codes. */
async function enrolledManager() {
  const username = await createAdmin('product_manager');
  const enrolled = await enrol(await loginWith(system, username, PASSWORD));
  return { username, ...enrolled };
}

describe('signing in with a second factor', () => {
  it('asks for the code after the password: no session until then, only a short HttpOnly step cookie', async () => {
    const { username, secret } = await enrolledManager();
    const first = await passwordStep(username);
    expect(first.statusCode, first.body).toBe(200);
    expect(loginResultSchema.parse(first.json()).next).toBe('code');
    const cookies = setCookies(first);
    expect(cookies.has('hk_session')).toBe(false);
    const step = cookies.get('hk_sign_in') ?? '';
    expect(step).toMatch(/HttpOnly/i);
    expect(step).toMatch(/SameSite=Strict/i);
    expect(step).toMatch(/Path=\/api\/auth/);
    expect(step).toMatch(/Max-Age=600/);

    const check = await system.gateway.inject({
      method: 'GET',
      url: '/api/auth/check',
      headers: { cookie: pairOf(step) },
    });
    expect(check.json()).toEqual({ authenticated: false, role: null });

    const wrong = await post('/api/auth/second-factor', { code: '12345' }, pairOf(step));
    expect(wrong.statusCode).toBe(401);
    expect(errorCode(wrong)).toBe('SECOND_FACTOR_INVALID');
    expect(setCookies(wrong).has('hk_session')).toBe(false);

    const code = totpCode(secret, Date.now() + STEP_MS);
    const right = await post('/api/auth/second-factor', { code }, pairOf(step));
    expect(right.statusCode, right.body).toBe(200);
    expect(loginResultSchema.parse(right.json())).toMatchObject({ next: 'signedIn', admin: { username } });
    const signedIn = setCookies(right);
    expect(signedIn.get('hk_session')).toMatch(/^hk_session=[^;]+;/);
    expect(signedIn.get('hk_sign_in')).toMatch(/^hk_sign_in=;/);
    expect(signedIn.has('hk_trusted')).toBe(false);

    // the same code again, after a new password step: refused within its window
    const again = setCookies(await passwordStep(username)).get('hk_sign_in');
    const replayed = await post('/api/auth/second-factor', { code }, pairOf(again));
    expect(replayed.statusCode).toBe(401);
    expect(errorCode(replayed)).toBe('SECOND_FACTOR_INVALID');
  });

  it('refuses the code step without a step cookie, or with a forged one', async () => {
    const missing = await post('/api/auth/second-factor', { code: '123456' });
    expect(missing.statusCode).toBe(401);
    expect(errorCode(missing)).toBe('UNAUTHENTICATED');
    const forgedClaims = Buffer.from(JSON.stringify({ sub: 1, step: 'code', exp: 9_999_999_999 })).toString(
      'base64url',
    );
    const forged = await post(
      '/api/auth/second-factor',
      { code: '123456' },
      `hk_sign_in=${forgedClaims}.AAAA`,
    );
    expect(forged.statusCode).toBe(401);
    expect(errorCode(forged)).toBe('UNAUTHENTICATED');
  });

  it('takes each recovery code once', async () => {
    const { username, recoveryCodes } = await enrolledManager();
    const code = recoveryCodes[3] ?? '';
    const first = setCookies(await passwordStep(username)).get('hk_sign_in');
    expect((await post('/api/auth/second-factor', { code }, pairOf(first))).statusCode).toBe(200);
    const second = setCookies(await passwordStep(username)).get('hk_sign_in');
    const reused = await post('/api/auth/second-factor', { code }, pairOf(second));
    expect(reused.statusCode).toBe(401);
    expect(errorCode(reused)).toBe('SECOND_FACTOR_INVALID');
  });

  it("throttles the code step with the password's attempts of the account from that address", async () => {
    const { username, recoveryCodes } = await enrolledManager();
    const address = nextClientAddress();
    const step = pairOf(setCookies(await passwordStep(username, undefined, address)).get('hk_sign_in'));
    const statuses: number[] = [];
    for (const code of ['111111', '222222', recoveryCodes[0] ?? '']) {
      statuses.push((await post('/api/auth/second-factor', { code }, step, address)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 429]);
    const limited = await post('/api/auth/second-factor', { code: recoveryCodes[0] }, step, address);
    expect(limited.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a moment and try again.' },
    });
  });

  it('remembers this browser when asked, never longer than a session may last, until the factor changes', async () => {
    const { username, secret } = await enrolledManager();
    const step = pairOf(setCookies(await passwordStep(username)).get('hk_sign_in'));
    const code = totpCode(secret, Date.now() + STEP_MS);
    const remembered = await post('/api/auth/second-factor', { code, remember: true }, step);
    expect(remembered.statusCode, remembered.body).toBe(200);
    const trusted = setCookies(remembered).get('hk_trusted') ?? '';
    expect(trusted).toMatch(/HttpOnly/i);
    expect(trusted).toMatch(/SameSite=Strict/i);
    const maxAge = Number(/Max-Age=(\d+)/i.exec(trusted)?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(SESSION.absoluteHours * 3600);

    const next = await passwordStep(username, pairOf(trusted));
    expect(loginResultSchema.parse(next.json()).next).toBe('signedIn');
    expect(setCookies(next).get('hk_session')).toMatch(/^hk_session=[^;]+;/);

    // a wrong password is still refused in a remembered browser
    const wrong = await post('/api/auth/login', { username, password: 'not it at all' }, pairOf(trusted));
    expect(wrong.statusCode).toBe(401);

    // another account in the same browser still owes its code
    const other = await enrolledManager();
    expect(loginResultSchema.parse((await passwordStep(other.username, pairOf(trusted))).json()).next).toBe(
      'code',
    );

    // after a reset and a new enrolment, the browser is no longer remembered
    const session = setCookies(next).get('hk_session');
    const reset = await post('/api/auth/second-factor/reset', { currentPassword: PASSWORD }, pairOf(session));
    expect(reset.statusCode, reset.body).toBe(204);
    expect(setCookies(reset).get('hk_trusted')).toMatch(/^hk_trusted=;/);
    await enrol(pairOf(session));
    expect(loginResultSchema.parse((await passwordStep(username, pairOf(trusted))).json()).next).toBe('code');
  });

  it('renews the recovery codes with a current code', async () => {
    const { username, recoveryCodes } = await enrolledManager();
    const step = pairOf(setCookies(await passwordStep(username)).get('hk_sign_in'));
    const signedIn = await post('/api/auth/second-factor', { code: recoveryCodes[0] }, step);
    const cookie = pairOf(setCookies(signedIn).get('hk_session'));
    const renewed = await post('/api/auth/second-factor/recovery-codes', { code: recoveryCodes[1] }, cookie);
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(recoveryCodesSchema.parse(renewed.json()).recoveryCodes).not.toContain(recoveryCodes[2]);
    const status = await system.gateway.inject({
      method: 'GET',
      url: '/api/auth/second-factor',
      headers: { cookie },
    });
    expect(status.json()).toEqual({ enrolled: true, recoveryCodesLeft: 10, required: false });
  });
});

describe('resets', () => {
  it("let a super admin reset another admin's, ending their sessions; a product manager cannot", async () => {
    const { username, recoveryCodes } = await enrolledManager();
    const targetStep = pairOf(setCookies(await passwordStep(username)).get('hk_sign_in'));
    const signedIn = await post('/api/auth/second-factor', { code: recoveryCodes[0] }, targetStep);
    const targetSession = pairOf(setCookies(signedIn).get('hk_session'));
    const list = await system.gateway.inject({
      method: 'GET',
      url: '/api/admin-users',
      headers: { cookie: adminCookie },
    });
    const target = list.json<{ id: number; username: string }[]>().find((user) => user.username === username);
    const managerCookie = await loginWith(system, await createAdmin('product_manager'), PASSWORD);

    const byManager = await post(
      `/api/admin-users/${target?.id}/second-factor/reset`,
      { currentPassword: PASSWORD },
      managerCookie,
    );
    expect(byManager.statusCode).toBe(403);
    const done = await post(
      `/api/admin-users/${target?.id}/second-factor/reset`,
      { currentPassword: system.adminPassword },
      adminCookie,
    );
    expect(done.statusCode, done.body).toBe(204);
    const check = await system.gateway.inject({
      method: 'GET',
      url: '/api/auth/check',
      headers: { cookie: targetSession },
    });
    expect(check.json()).toEqual({ authenticated: false, role: null });
    expect(loginResultSchema.parse((await passwordStep(username)).json()).next).toBe('signedIn');
    const audit = await system.gateway.inject({
      method: 'GET',
      url: '/api/audit',
      headers: { cookie: adminCookie },
    });
    expect(JSON.stringify(audit.json())).toContain(`Reset the two-step sign-in of admin user ${username}`);
  });
});

describe('required for super admins once one has enrolled', () => {
  it('sends a super admin without one to enrolment: no session until the enrolment is confirmed', async () => {
    const superAdmin = await createAdmin('super_admin');
    expect(loginResultSchema.parse((await passwordStep(superAdmin)).json()).next).toBe('signedIn');
    await enrol(adminCookie);

    const owing = await passwordStep(superAdmin);
    expect(loginResultSchema.parse(owing.json()).next).toBe('enrol');
    const cookies = setCookies(owing);
    expect(cookies.has('hk_session')).toBe(false);
    const step = pairOf(cookies.get('hk_sign_in'));
    const blocked = await system.gateway.inject({
      method: 'GET',
      url: '/api/admin-users',
      headers: { cookie: step },
    });
    expect(blocked.statusCode).toBe(401);
    // a code step cannot be skipped into with an enrolment step
    expect((await post('/api/auth/second-factor', { code: '123456' }, step)).statusCode).toBe(401);

    const { response } = await enrol(step);
    expect(enrolmentConfirmedSchema.parse(response.json()).admin.username).toBe(superAdmin);
    const session = pairOf(setCookies(response).get('hk_session'));
    const allowed = await system.gateway.inject({
      method: 'GET',
      url: '/api/admin-users',
      headers: { cookie: session },
    });
    expect(allowed.statusCode).toBe(200);
  });

  it("keeps the first administrator's second factor from every other super admin; they reset their own", async () => {
    const other = await createAdmin('super_admin');
    const owing = pairOf(setCookies(await passwordStep(other)).get('hk_sign_in'));
    const { response } = await enrol(owing);
    const otherSession = pairOf(setCookies(response).get('hk_session'));
    const refused = await post(
      '/api/admin-users/1/second-factor/reset',
      { currentPassword: PASSWORD },
      otherSession,
    );
    expect(refused.statusCode).toBe(403);
    expect(errorCode(refused)).toBe('FIRST_ADMIN_SECOND_FACTOR');
    const own = await post(
      '/api/auth/second-factor/reset',
      { currentPassword: system.adminPassword },
      adminCookie,
    );
    expect(own.statusCode, own.body).toBe(204);
  });
});
