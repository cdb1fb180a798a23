import type { Role } from '@hiti/contracts';
import type { TestSystem } from './system';

const JSON_HEADERS = { 'content-type': 'application/json' };
let clientCount = 0;

/**
 * A distinct client address per login, so test files that sign in often never run into the per-address
 * login throttle (the throttle itself is tested on its own).
 */
export function nextClientAddress(): string {
  clientCount += 1;
  return `10.77.${Math.floor(clientCount / 250) % 250}.${(clientCount % 250) + 1}`;
}

/** The `name=value` part of the session cookie a response sets. */
export function sessionCookieOf(setCookie: string | string[] | number | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : [String(setCookie ?? '')];
  const session = cookies.find(
    (cookie) => cookie.startsWith('hk_session=') && !cookie.startsWith('hk_session=;'),
  );
  if (!session) throw new Error('the response set no session cookie');
  return session.split(';')[0] ?? session;
}

/** Logs in with a username and password; the cookie header value of the new session. */
export async function loginWith(system: TestSystem, username: string, password: string): Promise<string> {
  const response = await system.gateway.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: JSON_HEADERS,
    remoteAddress: nextClientAddress(),
    payload: { username, password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`login as ${username} failed: ${response.statusCode} ${response.body}`);
  }
  return sessionCookieOf(response.headers['set-cookie']);
}

/**
 * A session cookie header value for an admin with `role`: the seeded first super admin for super_admin,
 * or a fresh product manager created through the admin-users API (the system needs identity).
 */
export async function loginAs(system: TestSystem, role: Role): Promise<string> {
  const adminCookie = await loginWith(system, 'admin', system.adminPassword);
  if (role === 'super_admin') return adminCookie;
  clientCount += 1;
  const username = `manager-${process.pid}-${clientCount}-${Date.now().toString(36)}`;
  const password = 'manager-password';
  const created = await system.gateway.inject({
    method: 'POST',
    url: '/api/admin-users',
    headers: { ...JSON_HEADERS, cookie: adminCookie },
    payload: { username, password, role },
  });
  if (created.statusCode !== 201) {
    throw new Error(`creating a ${role} failed: ${created.statusCode} ${created.body}`);
  }
  return loginWith(system, username, password);
}
