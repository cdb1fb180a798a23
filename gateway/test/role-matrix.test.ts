import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { publicApi, ROLES, type Role } from '@hiti/contracts';
import { loginAs, loginWith, nextClientAddress } from './support/login';
import { registeredApiRoutes } from './support/routes';
import { startTestSystem, type TestSystem } from './support/system';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const UNKNOWN_ID = '999999';
const UNKNOWN_MAIL_ID = 'ffffffffffffffffffffffff';

/** Addresses probed where a route's `:id` is not a number, or a query is needed to reach the handler. */
const PROBE_URLS: Record<string, string> = {
  'POST /api/admin/mail-outbox/:id/retry': `/api/admin/mail-outbox/${UNKNOWN_MAIL_ID}/retry`,
  'GET /api/admin/enquiries/:id': `/api/admin/enquiries/${UNKNOWN_MAIL_ID}`,
  'PATCH /api/admin/enquiries/:id': `/api/admin/enquiries/${UNKNOWN_MAIL_ID}`,
  'DELETE /api/admin/enquiries/:id': `/api/admin/enquiries/${UNKNOWN_MAIL_ID}`,
  'POST /api/admin/enquiries/:id/notes': `/api/admin/enquiries/${UNKNOWN_MAIL_ID}/notes`,
  'POST /api/admin/enquiries/:id/replies': `/api/admin/enquiries/${UNKNOWN_MAIL_ID}/replies`,
  'GET /api/newsletter/confirm': '/api/newsletter/confirm?token=unknown',
  'GET /api/newsletter/unsubscribe': '/api/newsletter/unsubscribe?token=unknown',
};
/**
 * Public routes whose handler needs the step a right password leaves (the sign-in cookie) when no session
 * is sent: a visitor without it is answered 401 like a protected route's.
 */
const NEEDS_SIGN_IN_STEP = new Set(['POST /api/auth/second-factor/enrolment']);
/** Calls that end the caller's session: every probe of them gets a session of its own. */
const ENDS_SESSION = new Set(['POST /api/auth/logout']);

const system: TestSystem = await startTestSystem({
  services: ['catalog', 'content', 'identity', 'media', 'notify'],
});

interface RouteRule {
  method: Method;
  route: string;
  allowed: ReadonlyArray<Role | 'visitor'>;
}

/** The matrix is the public API's route table in contracts: the roles each route declares. */
const ROUTES: RouteRule[] = Object.values(publicApi).map((route) => ({
  method: route.method,
  route: route.path,
  allowed: route.roles === 'public' ? ['visitor', ...ROLES] : route.roles,
}));

type Caller = Role | 'visitor';
const CALLERS: Caller[] = ['visitor', 'product_manager', 'super_admin'];

const sessions: Partial<Record<Role, string>> = {};

beforeAll(async () => {
  sessions.super_admin = await loginAs(system, 'super_admin');
  sessions.product_manager = await loginAs(system, 'product_manager');
});

afterAll(async () => {
  await system.close();
});

const nameOf = (rule: RouteRule) => `${rule.method} ${rule.route}`;

let ownUsers = 0;

/** A session of a user of its own, so ending it leaves the shared sessions of this file alive. */
async function ownSession(role: Role): Promise<string> {
  ownUsers += 1;
  const username = `matrix-${role}-${ownUsers}`;
  const created = await system.gateway.inject({
    method: 'POST',
    url: '/api/admin-users',
    headers: { 'content-type': 'application/json', cookie: sessions.super_admin ?? '' },
    payload: { username, password: 'matrix-password', role },
  });
  expect(created.statusCode).toBe(201);
  return loginWith(system, username, 'matrix-password');
}

async function cookieFor(caller: Caller, rule: RouteRule): Promise<string | undefined> {
  if (caller === 'visitor') return undefined;
  return ENDS_SESSION.has(nameOf(rule)) ? ownSession(caller) : sessions[caller];
}

async function probe(rule: RouteRule, caller: Caller): Promise<LightMyRequestResponse> {
  const cookie = await cookieFor(caller, rule);
  const hasBody = rule.method === 'POST' || rule.method === 'PUT' || rule.method === 'PATCH';
  return system.gateway.inject({
    method: rule.method,
    url: PROBE_URLS[nameOf(rule)] ?? rule.route.replaceAll(':id', UNKNOWN_ID),
    remoteAddress: nextClientAddress(),
    headers: {
      accept: 'application/json',
      'x-hiti-client': 'web',
      ...(cookie ? { cookie } : {}),
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
    },
    ...(hasBody ? { payload: {} } : {}),
  });
}

function errorCodeOf(response: LightMyRequestResponse): string | undefined {
  try {
    return response.json<{ error?: { code?: string } }>().error?.code;
  } catch {
    return undefined;
  }
}

describe('role matrix of every /api route', () => {
  it('lists every registered /api route in the matrix, and the gateway registers every route of the table', () => {
    const known = new Set(ROUTES.map(nameOf));
    const registered = registeredApiRoutes(system.gateway);
    expect(registered.filter((route) => !known.has(route))).toEqual([]);
    expect([...known].filter((route) => !registered.includes(route))).toEqual([]);
  });

  it('enforces the roles the table declares (the gateway records them from the same declarations)', () => {
    const enforced = system.gateway.routeRoles.map((entry) => ({
      method: entry.method,
      route: entry.url,
      allowed: entry.roles === 'public' ? ['visitor', ...ROLES] : entry.roles,
    }));
    expect(new Set(enforced.map((rule) => `${nameOf(rule as RouteRule)} ${rule.allowed.join()}`))).toEqual(
      new Set(ROUTES.map((rule) => `${nameOf(rule)} ${rule.allowed.join()}`)),
    );
  });

  it('declares the access SPEC §6 gives: staff for the catalogue, uploads and enquiries, super admins for the rest of the admin', () => {
    const allowedTo = (method: Method, route: string) =>
      ROUTES.find((rule) => rule.method === method && rule.route === route)?.allowed;
    const staff = ['super_admin', 'product_manager'];
    for (const rule of ROUTES) {
      const where = nameOf(rule);
      if (
        rule.method === 'GET' &&
        /^\/api\/(products|categories|brands|site-content)(\/:id)?$/.test(rule.route)
      )
        expect(rule.allowed, where).toContain('visitor');
      if (rule.method !== 'GET' && /^\/api\/(products|categories|brands|upload-)/.test(rule.route))
        expect([...rule.allowed].sort(), where).toEqual([...staff].sort());
      if (
        /^\/api\/(admin-users|audit|admin\/(?!enquiries))/.test(rule.route) ||
        (rule.method !== 'GET' && rule.route.startsWith('/api/site-content'))
      )
        expect(rule.allowed, where).toEqual(['super_admin']);
    }
    expect(allowedTo('GET', '/api/products/export.csv')).toEqual(expect.arrayContaining(staff));
    for (const rule of ROUTES.filter((route) => route.route.startsWith('/api/admin/enquiries'))) {
      expect([...rule.allowed].sort(), nameOf(rule)).toEqual(
        rule.method === 'DELETE' ? ['super_admin'] : [...staff].sort(),
      );
    }
    expect(allowedTo('POST', '/api/admin/personal-data/erase')).toEqual(['super_admin']);
    expect(allowedTo('POST', '/api/contact')).toContain('visitor');
    expect(allowedTo('POST', '/api/auth/login')).toContain('visitor');
    expect(ROUTES.length).toBeGreaterThanOrEqual(31);
  });

  for (const rule of ROUTES) {
    describe(`${nameOf(rule)} (${rule.allowed.join(', ')})`, () => {
      it.each(CALLERS)('as %s', async (caller) => {
        const response = await probe(rule, caller);
        const where = `${nameOf(rule)} as ${caller}`;
        const code = errorCodeOf(response);
        expect(
          response.statusCode === 404 && code === 'ROUTE_NOT_FOUND',
          `${nameOf(rule)} is missing: the gateway answers 404 ROUTE_NOT_FOUND`,
        ).toBe(false);

        if (caller === 'visitor' && NEEDS_SIGN_IN_STEP.has(nameOf(rule))) {
          expect(response.statusCode, where).toBe(401);
          expect(code, where).toBe('UNAUTHENTICATED');
        } else if (rule.allowed.includes(caller)) {
          expect(
            [401, 403],
            `${where} must be let through (got ${response.statusCode} ${code})`,
          ).not.toContain(response.statusCode);
        } else if (caller === 'visitor') {
          expect(response.statusCode, where).toBe(401);
          expect(response.json(), where).toEqual({
            error: { code: 'UNAUTHENTICATED', message: 'Please log in to access this page.' },
          });
        } else {
          expect(response.statusCode, where).toBe(403);
          expect(['FORBIDDEN', 'CONTENT_FORBIDDEN'], where).toContain(code);
        }
      });
    });
  }
});
