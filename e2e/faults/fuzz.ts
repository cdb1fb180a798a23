import fc from 'fast-check';
import { CLIENT_HEADER } from '@hiti/contracts';
import { send } from './client';

export interface FuzzFigures {
  requests: number;
  byStatus: Record<string, number>;
  serverErrors: number;
  crashes: number;
  refusedWrites: number;
  dataChangedByRefused: number;
  failures: string[];
}

/** Every route of the API as the contracts describe it (`:id` and `:filename` are filled by the fuzzer). */
const ROUTES: [string, string][] = [
  ['GET', '/api/products'],
  ['GET', '/api/products/:id'],
  ['POST', '/api/products'],
  ['PATCH', '/api/products/:id'],
  ['DELETE', '/api/products/:id'],
  ['GET', '/api/products/export.csv'],
  ['POST', '/api/products/import'],
  ['GET', '/api/categories'],
  ['POST', '/api/categories'],
  ['PATCH', '/api/categories/:id'],
  ['PUT', '/api/categories/:id'],
  ['DELETE', '/api/categories/:id'],
  ['GET', '/api/site-content'],
  ['POST', '/api/site-content'],
  ['PATCH', '/api/site-content/:id'],
  ['PUT', '/api/site-content'],
  ['GET', '/api/admin-users'],
  ['POST', '/api/admin-users'],
  ['PUT', '/api/admin-users/:id'],
  ['DELETE', '/api/admin-users/:id'],
  ['GET', '/api/admin/mail-outbox'],
  ['POST', '/api/admin/mail-outbox/:id/retry'],
  ['GET', '/api/audit'],
  ['GET', '/api/auth/check'],
  ['POST', '/api/contact'],
  ['POST', '/api/newsletter'],
  ['GET', '/api/newsletter/confirm'],
  ['GET', '/api/newsletter/unsubscribe'],
  ['POST', '/api/upload-image'],
  ['POST', '/api/upload-pdf'],
  ['GET', '/attached_assets/:filename'],
  ['GET', '/health/ready'],
];

const idArbitrary = fc.oneof(
  fc.integer({ min: -5, max: 50 }).map(String),
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
  fc.constantFrom(
    '1%20',
    '%201',
    '0x1',
    '1e3',
    '9'.repeat(400),
    '..%2f..%2fetc%2fpasswd',
    '%00',
    'NaN',
    '-0',
    '1.5',
  ),
);
const bodyArbitrary = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
  fc
    .record(
      {
        name: fc.oneof(fc.string(), fc.integer()),
        description: fc.string(),
        category: fc.string(),
        imageUrl: fc.constantFrom('/attached_assets/x.jpg', '//evil.example/x', 'javascript:alert(1)', ''),
        fullPrice: fc.oneof(fc.double(), fc.string()),
        type: fc.string(),
        key: fc.string(),
        content: fc.string(),
        username: fc.string(),
        role: fc.constantFrom('super_admin', 'product_manager', 'root'),
        email: fc.string(),
        metadata: fc.jsonValue({ maxDepth: 3 }),
      },
      { requiredKeys: [] },
    )
    .map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 200 }),
  fc.constant(`${'['.repeat(3000)}${']'.repeat(3000)}`),
);
const requestArbitrary = fc.record({
  route: fc.constantFrom(...ROUTES),
  id: idArbitrary,
  query: fc.dictionary(
    fc.constantFrom(
      'search',
      'category',
      'sort',
      'page',
      'pageSize',
      'type',
      'w',
      'dryRun',
      'token',
      'minPrice',
      'onPromo',
    ),
    fc.string({ maxLength: 20 }),
    { maxKeys: 3 },
  ),
  body: bodyArbitrary,
  contentType: fc.constantFrom(
    'application/json',
    'text/plain',
    'text/csv',
    'multipart/form-data',
    'application/x-www-form-urlencoded',
  ),
});

async function digest(base: string, cookie: string): Promise<string> {
  const paths = ['/api/products', '/api/categories', '/api/site-content', '/api/admin-users'];
  const answers = await Promise.all(paths.map((path) => send(base, path, { headers: { cookie } })));
  return answers.map((answer) => answer.body).join('\n');
}

/**
 * Property: for any request to any route, the answer is never a 5xx or a dropped connection, and a
 * refused write (4xx) changes no data.
 */
export async function fuzzRoutes(base: string, cookie: string, runs: number): Promise<FuzzFigures> {
  const figures: FuzzFigures = {
    requests: 0,
    byStatus: {},
    serverErrors: 0,
    crashes: 0,
    refusedWrites: 0,
    dataChangedByRefused: 0,
    failures: [],
  };
  let before = await digest(base, cookie);
  await fc.assert(
    fc.asyncProperty(requestArbitrary, async (input) => {
      const [method, template] = input.route;
      const path = template.replace(':id', input.id).replace(':filename', input.id);
      const query = new URLSearchParams(input.query).toString();
      const write = method !== 'GET';
      const answer = await send(base, `${path}${query ? `?${query}` : ''}`, {
        method,
        headers: { cookie, 'content-type': input.contentType, [CLIENT_HEADER.name]: CLIENT_HEADER.value },
        ...(write ? { body: input.body } : {}),
      });
      figures.requests += 1;
      const bucket = answer.status === 0 ? 'no answer' : `${Math.floor(answer.status / 100)}xx`;
      figures.byStatus[bucket] = (figures.byStatus[bucket] ?? 0) + 1;
      if (answer.status === 0) figures.crashes += 1;
      if (answer.status >= 500) figures.serverErrors += 1;
      if (answer.status >= 500 || answer.status === 0) {
        figures.failures.push(`${method} ${path}?${query} -> ${answer.status} ${answer.body.slice(0, 200)}`);
      }
      if (write) {
        const after = await digest(base, cookie);
        if (answer.status >= 400 && answer.status < 500) {
          figures.refusedWrites += 1;
          if (after !== before) {
            figures.dataChangedByRefused += 1;
            figures.failures.push(`refused ${method} ${path} changed data`);
          }
        }
        before = after;
      }
      return true;
    }),
    { numRuns: runs, seed: 20261123 },
  );
  return figures;
}
