import { CLIENT_HEADER } from '@hiti/contracts';
import { send } from './client';

export interface CsrfFigures {
  cases: number;
  foreignRefused: number;
  foreignTotal: number;
  sameOriginAccepted: number;
  sameOriginTotal: number;
  failures: string[];
}

const SPELLINGS = [
  '/api/auth/logout',
  '/%61pi/auth/logout',
  '/%41PI/auth/logout',
  '/api%2fauth/logout',
  '/api/auth/%6cogout',
  '//api/auth/logout',
  '/api/./auth/logout',
  '/api/auth/logout?x=1',
  '/API/auth/logout',
  '/api/auth/logout/',
];
const CONTENT_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'];

/**
 * Cross-origin writes under every path spelling and simple content type are refused (403) with a session
 * cookie; the same writes from the site's own origin under other host names are accepted.
 */
export async function csrfMatrix(base: string, cookie: string): Promise<CsrfFigures> {
  const figures: CsrfFigures = {
    cases: 0,
    foreignRefused: 0,
    foreignTotal: 0,
    sameOriginAccepted: 0,
    sameOriginTotal: 0,
    failures: [],
  };
  const port = new URL(base).port;
  for (const path of SPELLINGS) {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      for (const contentType of CONTENT_TYPES) {
        for (const origin of ['http://evil.example', `http://127.0.0.1:${Number(port) + 1}`, 'null']) {
          figures.cases += 1;
          figures.foreignTotal += 1;
          const answer = await send(base, path, {
            method,
            headers: { cookie, origin, 'content-type': contentType },
            body: 'a=1',
          });
          if (answer.status === 403) figures.foreignRefused += 1;
          else figures.failures.push(`${method} ${path} ${contentType} from ${origin} -> ${answer.status}`);
        }
      }
    }
  }
  // Same-origin writes under the names the site may be opened by.
  for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
    figures.cases += 1;
    figures.sameOriginTotal += 1;
    const answer = await send(`http://${host}`, '/api/auth/check', {
      method: 'GET',
      headers: { cookie },
    });
    const write = await send(`http://${host}`, '/api/contact', {
      method: 'POST',
      headers: {
        origin: `http://${host}`,
        'content-type': 'application/json',
        [CLIENT_HEADER.name]: CLIENT_HEADER.value,
      },
      body: JSON.stringify({
        name: 'CSRF matrix',
        email: 'm@example.com',
        phone: '070000000',
        subject: 'same origin',
        message: 'Same-origin write under another host name.',
      }),
    });
    if (answer.status === 200 && write.status === 202) figures.sameOriginAccepted += 1;
    else figures.failures.push(`same-origin write via ${host} -> ${write.status}`);
  }
  return figures;
}
