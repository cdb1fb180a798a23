import { CLIENT_HEADER } from '@hiti/contracts';
import { ADMIN_PASSWORD } from './system';

export interface Answer {
  status: number;
  ms: number;
  body: string;
  headers: Headers;
}

/** One HTTP request with its answer time; a network failure is status 0. */
export async function send(
  base: string,
  path: string,
  init: RequestInit & { timeoutMs?: number } = {},
): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(`${base}${path}`, {
      ...init,
      signal: AbortSignal.timeout(init.timeoutMs ?? 30_000),
    });
    const body = await response.text();
    return { status: response.status, ms: performance.now() - started, body, headers: response.headers };
  } catch {
    return { status: 0, ms: performance.now() - started, body: '', headers: new Headers() };
  }
}

export const JSON_WRITE = { 'content-type': 'application/json', [CLIENT_HEADER.name]: CLIENT_HEADER.value };

/** Signs in as the first admin; the cookie header value. */
export async function adminCookie(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: JSON_WRITE,
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`login failed: ${response.status}`);
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('hk_session='));
  return (cookie ?? '').split(';')[0] ?? '';
}
