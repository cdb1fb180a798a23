import { request } from 'node:http';

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
 * spelled; the probes and metrics on the site's port (they answer on the management port).
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
  return { cases, failures };
}
