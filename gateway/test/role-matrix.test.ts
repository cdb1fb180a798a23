import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { Role } from '@hiti/contracts';
import { loginAs, loginWith, nextClientAddress } from './support/login';
import { startTestSystem, type TestSystem } from './support/system';

/** Who may call a route: everyone, every signed-in admin (products, categories, uploads), or super admins. */
type Access = 'public' | 'staff' | 'super_admin';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RouteRule {
  method: Method;
  /** The route as registered. */
  route: string;
  access: Access;
  /** The address probed, when it differs from the route with every `:id` an unknown id. */
  url?: string;
  /** The call ends the caller's session, so every probe of it gets a session of its own. */
  endsSession?: boolean;
}

const UNKNOWN_ID = '999999';
const UNKNOWN_MAIL_ID = 'ffffffffffffffffffffffff';

/** Every /api route: SPEC §7 first, then the routes the product adds. The one source of the matrix. */
const ROUTES: RouteRule[] = [
  { method: 'GET', route: '/api/products', access: 'public' },
  { method: 'GET', route: '/api/products/:id', access: 'public' },
  { method: 'POST', route: '/api/products', access: 'staff' },
  { method: 'PATCH', route: '/api/products/:id', access: 'staff' },
  { method: 'DELETE', route: '/api/products/:id', access: 'staff' },
  { method: 'GET', route: '/api/categories', access: 'public' },
  { method: 'POST', route: '/api/categories', access: 'staff' },
  { method: 'PATCH', route: '/api/categories/:id', access: 'staff' },
  { method: 'PUT', route: '/api/categories/:id', access: 'staff' },
  { method: 'DELETE', route: '/api/categories/:id', access: 'staff' },
  { method: 'POST', route: '/api/auth/login', access: 'public' },
  { method: 'POST', route: '/api/auth/logout', access: 'public', endsSession: true },
  { method: 'GET', route: '/api/auth/check', access: 'public' },
  { method: 'GET', route: '/api/site-content', access: 'public' },
  { method: 'POST', route: '/api/site-content', access: 'super_admin' },
  { method: 'PATCH', route: '/api/site-content/:id', access: 'super_admin' },
  { method: 'POST', route: '/api/upload-pdf', access: 'staff' },
  { method: 'POST', route: '/api/upload-image', access: 'staff' },
  { method: 'GET', route: '/api/admin-users', access: 'super_admin' },
  { method: 'POST', route: '/api/admin-users', access: 'super_admin' },
  { method: 'PUT', route: '/api/admin-users/:id', access: 'super_admin' },
  { method: 'DELETE', route: '/api/admin-users/:id', access: 'super_admin' },
  { method: 'POST', route: '/api/contact', access: 'public' },
  // Beyond SPEC §7: CSV, audit log, mail outbox, newsletter.
  { method: 'GET', route: '/api/products/export.csv', access: 'staff' },
  { method: 'POST', route: '/api/products/import', access: 'staff' },
  { method: 'GET', route: '/api/audit', access: 'super_admin' },
  { method: 'GET', route: '/api/admin/mail-outbox', access: 'super_admin' },
  {
    method: 'POST',
    route: '/api/admin/mail-outbox/:id/retry',
    access: 'super_admin',
    url: `/api/admin/mail-outbox/${UNKNOWN_MAIL_ID}/retry`,
  },
  { method: 'POST', route: '/api/newsletter', access: 'public' },
  {
    method: 'GET',
    route: '/api/newsletter/confirm',
    access: 'public',
    url: '/api/newsletter/confirm?token=unknown',
  },
  {
    method: 'GET',
    route: '/api/newsletter/unsubscribe',
    access: 'public',
    url: '/api/newsletter/unsubscribe?token=unknown',
  },
];

const ALLOWED: Record<Access, ReadonlyArray<Role | 'visitor'>> = {
  public: ['visitor', 'product_manager', 'super_admin'],
  staff: ['product_manager', 'super_admin'],
  super_admin: ['super_admin'],
};

type Caller = Role | 'visitor';
const CALLERS: Caller[] = ['visitor', 'product_manager', 'super_admin'];

let system: TestSystem;
const sessions: Partial<Record<Role, string>> = {};

beforeAll(async () => {
  system = await startTestSystem({ services: ['catalog', 'content', 'identity', 'media', 'notify'] });
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
  return rule.endsSession ? ownSession(caller) : sessions[caller];
}

async function probe(rule: RouteRule, caller: Caller): Promise<LightMyRequestResponse> {
  const cookie = await cookieFor(caller, rule);
  const hasBody = rule.method === 'POST' || rule.method === 'PUT' || rule.method === 'PATCH';
  return system.gateway.inject({
    method: rule.method,
    url: rule.url ?? rule.route.replaceAll(':id', UNKNOWN_ID),
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

/** The registered routes under /api, read from Fastify's route tree (method and full path). */
function registeredApiRoutes(): string[] {
  const found: string[] = [];
  const stack: string[] = [];
  for (const line of system.gateway.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const path = stack.join('');
    for (const method of (match[3] ?? '').split(', ')) {
      if (path.startsWith('/api/') && method !== 'HEAD') found.push(`${method} ${path}`);
    }
  }
  return found;
}

describe('role matrix of every /api route', () => {
  it('lists every registered /api route in the matrix', () => {
    const known = new Set(ROUTES.map(nameOf));
    expect(registeredApiRoutes().filter((route) => !known.has(route))).toEqual([]);
  });

  for (const rule of ROUTES) {
    describe(`${nameOf(rule)} (${rule.access})`, () => {
      it.each(CALLERS)('as %s', async (caller) => {
        const response = await probe(rule, caller);
        const where = `${nameOf(rule)} as ${caller}`;
        const code = errorCodeOf(response);
        expect(
          response.statusCode === 404 && code === 'ROUTE_NOT_FOUND',
          `${nameOf(rule)} is missing: the gateway answers 404 ROUTE_NOT_FOUND`,
        ).toBe(false);

        if (ALLOWED[rule.access].includes(caller)) {
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
