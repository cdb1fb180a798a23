import { request } from 'node:http';
import { send } from './client';

export interface ExposureResult {
  cases: number;
  failures: string[];
}

/** One GET with the path sent byte for byte as written (no client-side URL clean-up). */
function rawGet(base: string, path: string): Promise<{ status: number; location: string | undefined }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const sent = request(
      { hostname, port, path, method: 'GET', headers: { accept: 'text/html' } },
      (answer) => {
        answer.resume();
        answer.on('end', () =>
          resolve({ status: answer.statusCode ?? 0, location: answer.headers.location }),
        );
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

/** Spellings of `/al//evil.example?lang=mk` that once led visitors off the site with a 301. */
const OPEN_REDIRECT_SPELLINGS = [
  '/al//evil.example?lang=mk',
  '/al//evil.example/?lang=mk',
  '/al/\\evil.example?lang=mk',
  '/al/%5Cevil.example?lang=mk',
  '/al///evil.example?lang=mk',
  '/al/products/..//evil.example?lang=mk',
  '/al//evil.example?lang=xx',
  '/al//evil.example?lang=',
  '/al/\\/evil.example?lang=mk',
  '//evil.example?lang=al',
  '/\\evil.example?lang=mk',
  '/al/./..//evil.example?lang=mk',
];

/** A Location a browser resolves on this site only: one `/`, then anything but another slash or a backslash. */
const SAME_SITE_LOCATION = /^\/(?![/\\])[^\\\s]*$/u;

/**
 * What a visitor's browser must never be led to or shown: a redirect off the site, however the path is
 * spelled; the probes and metrics on the site's port (they answer on the management port); a page or API
 * answer without the headers that switch off unused browser features, forbid framing and keep caches apart
 * per encoding.
 */
export async function exposure(base: string, management: string): Promise<ExposureResult> {
  const failures: string[] = [];
  let cases = 0;
  for (const path of OPEN_REDIRECT_SPELLINGS) {
    cases += 1;
    const answer = await rawGet(base, path);
    if (answer.location !== undefined && !SAME_SITE_LOCATION.test(answer.location)) {
      failures.push(`${path} -> ${answer.status} Location ${answer.location}`);
    }
    if (answer.status >= 500) failures.push(`${path} -> ${answer.status}`);
  }
  for (const path of ['/metrics', '/health/ready', '/health/live']) {
    cases += 2;
    const onSite = await rawGet(base, path);
    if (onSite.status !== 404) failures.push(`${path} answers ${onSite.status} on the site's port`);
    const internal = await rawGet(management, path);
    if (internal.status !== 200) failures.push(`${path} answers ${internal.status} on the management port`);
  }
  for (const path of [
    '/',
    '/products',
    '/al/',
    '/al/contact',
    '/admin',
    '/api/products',
    '/api/categories',
  ]) {
    cases += 1;
    const answer = await send(base, path, {
      headers: { accept: path.startsWith('/api/') ? '*/*' : 'text/html' },
    });
    const header = (name: string) => answer.headers.get(name) ?? '';
    const wrong = [
      header('permissions-policy').includes('camera=()') ? null : 'no Permissions-Policy',
      answer.headers.has('x-frame-options') ? 'an X-Frame-Options beside the CSP' : null,
      path.startsWith('/api/') || header('content-security-policy').includes("frame-ancestors 'none'")
        ? null
        : "no CSP frame-ancestors 'none'",
      header('vary').toLowerCase().includes('accept-encoding') ? null : 'no Vary: Accept-Encoding',
    ].filter((problem) => problem !== null);
    if (answer.status !== 200) wrong.push(`status ${answer.status}`);
    if (wrong.length > 0) failures.push(`${path}: ${wrong.join(', ')}`);
  }
  return { cases, failures };
}
