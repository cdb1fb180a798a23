import { vi } from 'vitest';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Stubs the API of a session that ended while a form was filled in: every POST to `writePath` answers
 * 401 until the admin signs in again with the password `right` (then `created` of the body it sent);
 * another read answers `read(path)`. Answers the bodies of the writes, in order.
 */
export function stubEndedSession(options: {
  writePath: string;
  created: (body: unknown) => unknown;
  read: (path: string) => { status: number; body: unknown };
}): unknown[] {
  const writes: unknown[] = [];
  let signedIn = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL, init: RequestInit = {}) => {
      const path = new URL(String(url), 'http://localhost').pathname;
      const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      if (path === '/api/auth/login') {
        signedIn = (body as { password: string }).password === 'right';
        return signedIn
          ? json(200, { admin: { id: 2, username: 'menaxher', role: 'product_manager' }, next: 'signedIn' })
          : json(401, { error: { code: 'INVALID_CREDENTIALS', message: 'Invalid username or password.' } });
      }
      if (path === options.writePath && init.method === 'POST') {
        writes.push(body);
        return signedIn
          ? json(201, options.created(body))
          : json(401, { error: { code: 'UNAUTHENTICATED', message: 'Please log in to access this page.' } });
      }
      const answer = options.read(path);
      return json(answer.status, answer.body);
    }),
  );
  return writes;
}
