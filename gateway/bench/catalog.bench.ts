/**
 * GET /api/products (100 products) through the gateway, cached and uncached, against a bare Fastify route
 * returning the same JSON from memory, all measured with autocannon in the same run. Goals: cached
 * >= 0.8x bare, uncached >= 0.35x bare (requests per second).
 * Uncached: every request carries another price bound (`maxPrice=<large and distinct>`), so each one
 * misses the cache and goes to the catalog and the database, yet answers the same 100 products.
 * Rounds alternate bare, cached and uncached; the ratios are the medians over the rounds.
 *
 *   npm run bench -w gateway
 *
 * REDIS_URL / MONGO_URL point it at existing servers; otherwise redis-server and the docstore start here.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { INTERNAL_HEADERS, type Product } from '@hiti/contracts';
import { freePort } from '@hiti/local';
import { loadConfig } from '@hiti/service-kit';
import { startBenchDeps } from '../../services/notify/bench/deps';
import { buildApp as buildGateway } from '../src/app';
import { gatewayEnvSchema } from '../src/config';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PRODUCTS = 100;
const TOKEN = 'bench-internal-token-0123456789';
const NOWHERE = 'http://127.0.0.1:9';
const CATALOG_SERVER = fileURLToPath(new URL('../../services/catalog/src/server.ts', import.meta.url));

const CATEGORIES = ['Kamina Montues', 'Kamina Elektrik', 'Aksesor', 'Kamina Druri', 'Soba'];
const DAY_MS = 86_400_000;

function urlOf(app: FastifyInstance): string {
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** The catalog service in a process of its own, as deployed. */
async function startCatalogProcess(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', CATALOG_SERVER], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`catalog exited with code ${child.exitCode}`);
    const ready = await fetch(`${url}/health/ready`, { headers: { [INTERNAL_HEADERS.token]: TOKEN } }).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error('catalog was not ready within 30 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, stop };
}

async function post(url: string, body: object): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [INTERNAL_HEADERS.token]: TOKEN },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
}

/** 100 products over five categories; every fourth on a running promotion, every seventh out of stock. */
async function seed(catalogUrl: string): Promise<void> {
  for (const name of CATEGORIES)
    await post(`${catalogUrl}/categories`, { name, description: `${name} (demo)` });
  const now = Date.now();
  for (let index = 1; index <= PRODUCTS; index += 1) {
    const fullPrice = 100 + ((index * 137) % 3000);
    const promo = index % 4 === 0;
    await post(`${catalogUrl}/products`, {
      name: index % 2 ? `Камин Модел ${index}` : `Kamina Modeli ${index}`,
      description:
        'Вграден камин на дрва со панорамско стакло и систем за чисто стакло. Kamin me xham panoramik, fuqi 9 kW.',
      category: CATEGORIES[index % CATEGORIES.length],
      imageUrl: '/attached_assets/demo-kamin-montues.jpg',
      fullPrice,
      unitPrice: index % 5 === 0 ? fullPrice / 10 : null,
      inStock: index % 7 !== 0,
      featured: index % 9 === 0,
      onPromo: promo,
      promoPrice: promo ? Math.round(fullPrice * 0.85) : null,
      promoStartDate: promo ? new Date(now - 7 * DAY_MS).toISOString() : null,
      promoEndDate: promo ? new Date(now + 30 * DAY_MS).toISOString() : null,
    });
  }
}

let distinct = 0;
const uncachedRequest: Partial<autocannon.Options> = {
  requests: [
    {
      method: 'GET',
      setupRequest: (request) => {
        distinct += 1;
        return { ...request, path: `/api/products?maxPrice=${1_000_000 + distinct}` };
      },
    },
  ],
};

/**
 * Runs `work` while the products cache is dropped every 100 ms, so the entries of the distinct uncached
 * queries (never read again) do not pile up in Redis during the run.
 */
async function withCacheSwept<T>(gateway: FastifyInstance, work: () => Promise<T>): Promise<T> {
  const sweeper = setInterval(() => void gateway.cache.invalidate('products'), 100);
  try {
    return await work();
  } finally {
    clearInterval(sweeper);
  }
}

/** Requests per second of successful answers, with autocannon (closed loop). */
async function measure(url: string, options: Partial<autocannon.Options> = {}, seconds = SECONDS) {
  let ok = 0;
  let failed = 0;
  await new Promise<void>((resolve, reject) => {
    const instance = autocannon(
      { url, connections: CONNECTIONS, duration: seconds, ...options },
      (error: unknown) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(),
    );
    instance.on('response', (_client, statusCode) => {
      if (statusCode === 200) ok += 1;
      else failed += 1;
    });
  });
  return { perSecond: ok / seconds, failed };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function main(): Promise<void> {
  /** What to stop at the end, last started first, whatever fails on the way. */
  const cleanups: Array<() => Promise<unknown>> = [];
  try {
    await run(cleanups);
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

async function run(cleanups: Array<() => Promise<unknown>>): Promise<void> {
  const deps = await startBenchDeps();
  cleanups.push(() => deps.stop());
  const id = randomBytes(3).toString('hex');
  const common = {
    LOG_LEVEL: 'warn',
    INTERNAL_TOKEN: TOKEN,
    REDIS_URL: deps.redisUrl,
    REDIS_PREFIX: `bench-${id}`,
  };
  const catalog = await startCatalogProcess({
    ...common,
    MONGO_URL: deps.mongoUrl,
    MONGO_DB: `bench_catalog_${id}`,
  });
  cleanups.push(() => catalog.stop());
  const gateway = await buildGateway({
    config: loadConfig(gatewayEnvSchema, {
      ...common,
      PORT: '0',
      SESSION_SECRET: 'bench-session-secret-0123456789-0123456789',
      CATALOG_URL: catalog.url,
      CONTENT_URL: NOWHERE,
      IDENTITY_URL: NOWHERE,
      MEDIA_URL: NOWHERE,
      NOTIFY_URL: NOWHERE,
    }),
  });
  cleanups.push(() => gateway.close());
  const bare = Fastify();
  cleanups.push(() => bare.close());
  await seed(catalog.url);
  await gateway.listen({ host: '127.0.0.1', port: 0 });
  const listed = await fetch(`${urlOf(gateway)}/api/products`);
  const products = (await listed.json()) as Product[];
  if (products.length !== PRODUCTS) throw new Error(`expected ${PRODUCTS} products, got ${products.length}`);
  bare.get('/products', async () => products);
  await bare.listen({ host: '127.0.0.1', port: 0 });

  const targets = {
    bare: () => measure(`${urlOf(bare)}/products`),
    cached: () => measure(`${urlOf(gateway)}/api/products`),
    uncached: () => withCacheSwept(gateway, () => measure(urlOf(gateway), uncachedRequest)),
  };
  for (const target of Object.values(targets)) await target();

  const results: Record<keyof typeof targets, number[]> = { bare: [], cached: [], uncached: [] };
  let failures = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, target] of Object.entries(targets) as Array<
      [keyof typeof targets, () => ReturnType<typeof measure>]
    >) {
      const result = await target();
      results[name].push(result.perSecond);
      failures += result.failed;
    }
  }
  const cachedRatios = results.cached.map((value, index) => value / (results.bare[index] ?? Number.NaN));
  const uncachedRatios = results.uncached.map((value, index) => value / (results.bare[index] ?? Number.NaN));
  const cached = median(cachedRatios);
  const uncached = median(uncachedRatios);
  const line = (name: string, values: number[]) =>
    `    ${name.padEnd(34)} ${values.map((value) => value.toFixed(0).padStart(6)).join(' ')}  requests/s`;
  console.log(
    `GET /api/products (${PRODUCTS} products), ${ROUNDS} rounds of ${SECONDS} s, ${CONNECTIONS} connections`,
  );
  console.log(line('bare Fastify route (from memory)', results.bare));
  console.log(line('gateway, cached', results.cached));
  console.log(line('gateway, uncached (catalog + db)', results.uncached));
  console.log(`  non-200 answers: ${failures}`);
  console.log(
    `  ratio cached/bare:   ${cached.toFixed(2)}x (goal >= 0.8x) ${cached >= 0.8 ? 'MET' : 'NOT MET'}`,
  );
  console.log(
    `  ratio uncached/bare: ${uncached.toFixed(2)}x (goal >= 0.35x) ${uncached >= 0.35 ? 'MET' : 'NOT MET'}`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
