/**
 * `npm run bench`: the gateway as `npm start` runs it against a bare Fastify process serving the same
 * bytes, the load generator in a third process, alternating rounds, medians, and self-check rows (the
 * baseline against an identical copy of itself, first and last) that must read 0.95-1.05 or the whole run
 * is invalid.
 * Prints one table and writes it to bench/results/latest.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { alternate, inSelfCheckBand, p99Ratio, throughputRatio, type Pairing } from './ab';
import { startBare, type BareServer } from './bare';
import { load } from './load';
import { DEFAULT_WARMUP_SECONDS, type LoadSpec } from './load-spec';
import { request } from 'undici';
import { REPO_ROOT } from './processes';
import { seedProducts } from './seed';
import { startSystem, type SystemUnderTest } from './system';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const RATE = Number(process.env.BENCH_RATE ?? 100);
const PRODUCTS = 100;
const JSON_TYPE = 'application/json; charset=utf-8';
/** What a browser sends (and so every brotli row). */
const BROTLI = { 'accept-encoding': 'gzip, deflate, br' };

interface Row {
  scenario: string;
  baseline: string;
  goal: string;
  met: (ratio: number) => boolean;
  pairing: Pairing;
  unit: 'req/s' | 'ms p99';
}

const closed =
  (url: string, path: string, extra: Partial<LoadSpec> = {}) =>
  () =>
    load({ url, path, seconds: SECONDS, connections: CONNECTIONS, ...extra });

async function bytesOf(url: string): Promise<Buffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** The bytes as sent when a browser accepts brotli (not decoded); the second answer, once compressed. */
async function brotliBytesOf(url: string): Promise<Buffer> {
  const read = async () => {
    const response = await request(url, { headers: BROTLI });
    const body = Buffer.from(await response.body.arrayBuffer());
    if (response.statusCode !== 200 || response.headers['content-encoding'] !== 'br') {
      throw new Error(
        `${url}: ${response.statusCode}, encoding ${String(response.headers['content-encoding'])}`,
      );
    }
    return body;
  };
  await read();
  await new Promise((resolve) => setTimeout(resolve, 500));
  return read();
}

/** Drops the stored entries of the product lists while `work` runs, so distinct misses do not pile up. */
async function withProductCacheSwept<T>(system: SystemUnderTest, work: () => Promise<T>): Promise<T> {
  const keys = await system.redis.keys('*:cache:products');
  const sweeper = setInterval(() => void (keys.length ? system.redis.unlink(...keys) : undefined), 250);
  try {
    return await work();
  } finally {
    clearInterval(sweeper);
  }
}

function format(rows: Row[], valid: boolean): string {
  const figure = (row: Row, side: 'system' | 'baseline') =>
    row.pairing[side]
      .map((result) => (row.unit === 'req/s' ? result.perSecond.toFixed(0) : result.p99.toFixed(1)))
      .join(' / ');
  const lines = [
    `Rounds: ${ROUNDS} x ${SECONDS} s, each after ${DEFAULT_WARMUP_SECONDS} s of the same load uncounted, ${CONNECTIONS} connections (closed loop), contact at ${RATE} req/s (open loop).`,
    `Load generator, system under test and baseline each in a process of its own. Run ${valid ? 'VALID' : 'INVALID: a self-check is outside 0.95-1.05 or answers failed'}.`,
    '',
    '| Scenario | Baseline | Ratio (median) | Goal | Met | System per round | Baseline per round | Unit |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.scenario} | ${row.baseline} | ${row.pairing.ratio.toFixed(2)}x | ${row.goal} | ${row.met(row.pairing.ratio) ? 'yes' : 'NO'} | ${figure(row, 'system')} | ${figure(row, 'baseline')} | ${row.unit} |`,
    ),
  ];
  return lines.join('\n');
}

async function main(): Promise<void> {
  const stops: Array<() => Promise<void>> = [];
  try {
    const system = await startSystem({ TRUST_PROXY: process.env.BENCH_TRUST_PROXY ?? '1' });
    stops.push(system.stop);
    const ids = await seedProducts(system, PRODUCTS);
    const productPath = `/api/products/${ids[0]}`;
    const listBytes = await bytesOf(`${system.url}/api/products`);
    const itemBytes = await bytesOf(`${system.url}${productPath}`);
    const bare = async (body: Buffer): Promise<BareServer> => {
      const server = await startBare(body, JSON_TYPE);
      stops.push(server.stop);
      return server;
    };
    const listBrotliBytes = await brotliBytesOf(`${system.url}/api/products`);
    const listBare = await bare(listBytes);
    const listBareCopy = await bare(listBytes);
    const itemBare = await bare(itemBytes);
    const listBrotliBare = await startBare(listBrotliBytes, JSON_TYPE, 'br');
    stops.push(listBrotliBare.stop);
    const itemBareCopy = await bare(itemBytes);
    const contact = JSON.stringify({
      name: 'Ana Petrova',
      email: 'ana.petrova@example.com',
      phone: '+389 70 123 456',
      subject: 'Wood stove offer',
      message: 'Good day, I would like an offer for a wood stove with installation. Thank you.',
      language: 'mk',
    });

    const rows: Row[] = [];
    const atLeast = (goal: number) => (ratio: number) => ratio >= goal;
    /**
     * The baseline against an identical copy of itself, first with the list's bytes and again at the end
     * with the item's: a machine whose conditions drift during the run fails one of them.
     */
    const selfCheck = async (label: string, copy: BareServer, original: BareServer, path: string) => {
      console.log(`self-check (${label}) ...`);
      const row: Row = {
        scenario: `self-check: bare copy, ${label}`,
        baseline: 'bare Fastify, same bytes',
        goal: '0.95-1.05',
        met: inSelfCheckBand,
        pairing: await alternate(closed(copy.url, path), closed(original.url, path), ROUNDS, throughputRatio),
        unit: 'req/s',
      };
      rows.push(row);
      return row.pairing.ratio;
    };
    const selfChecks = [await selfCheck('list bytes, first', listBareCopy, listBare, '/api/products')];
    console.log(`GET /api/products (${listBytes.length} bytes) cached ...`);
    rows.push({
      scenario: `GET /api/products (${ids.length}+ products), cached`,
      baseline: 'bare Fastify, same bytes',
      goal: '>= 0.80x',
      met: atLeast(0.8),
      pairing: await alternate(
        closed(system.url, '/api/products'),
        closed(listBare.url, '/api/products'),
        ROUNDS,
        throughputRatio,
      ),
      unit: 'req/s',
    });
    console.log(`GET /api/products cached, brotli (${listBrotliBytes.length} bytes) ...`);
    rows.push({
      scenario: 'GET /api/products, cached, brotli (as browsers ask)',
      baseline: 'bare Fastify, same brotli bytes',
      goal: '>= 0.80x',
      met: atLeast(0.8),
      pairing: await alternate(
        closed(system.url, '/api/products', { headers: BROTLI }),
        closed(listBrotliBare.url, '/api/products', { headers: BROTLI }),
        ROUNDS,
        throughputRatio,
      ),
      unit: 'req/s',
    });
    console.log(`GET ${productPath} cached ...`);
    rows.push({
      scenario: 'GET /api/products/{id}, cached',
      baseline: 'bare Fastify, same bytes',
      goal: '>= 0.80x',
      met: atLeast(0.8),
      pairing: await alternate(
        closed(system.url, productPath),
        closed(itemBare.url, productPath),
        ROUNDS,
        throughputRatio,
      ),
      unit: 'req/s',
    });
    console.log('GET /api/products uncached ...');
    rows.push({
      scenario: 'GET /api/products, uncached (each query new: gateway, Redis lookup, catalog)',
      baseline: 'bare Fastify, same bytes',
      goal: '>= 0.35x',
      met: atLeast(0.35),
      pairing: await withProductCacheSwept(system, () =>
        alternate(
          closed(system.url, '/api/products', { distinctQuery: 'maxPrice' }),
          closed(listBare.url, '/api/products'),
          ROUNDS,
          throughputRatio,
        ),
      ),
      unit: 'req/s',
    });
    console.log('POST /api/contact p99 ...');
    const paced = (url: string, path: string, extra: Partial<LoadSpec>) => () =>
      load({ url, path, seconds: SECONDS, rate: RATE, ...extra });
    rows.push({
      scenario: `POST /api/contact (stored, then queued and sent), ${RATE} req/s`,
      baseline: 'gateway GET /health/live (management port), same load',
      goal: '<= 2.00x',
      met: (ratio) => ratio <= 2,
      pairing: await alternate(
        paced(system.url, '/api/contact', {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: system.url },
          body: contact,
          distinctClient: true,
        }),
        // the probe answers on the management port, served by the same process and event loop
        paced(system.managementUrl, '/health/live', {}),
        ROUNDS,
        p99Ratio,
      ),
      unit: 'ms p99',
    });

    selfChecks.push(await selfCheck('item bytes, last', itemBareCopy, itemBare, productPath));

    const failures = rows.flatMap((row) =>
      [...row.pairing.system, ...row.pairing.baseline]
        .filter((result) => result.failed > 0)
        .map(
          (result) => `${row.scenario}: ${result.failed} failed answers ${JSON.stringify(result.statuses)}`,
        ),
    );
    const valid = selfChecks.every(inSelfCheckBand) && failures.length === 0;
    const table = [format(rows, valid), ...failures.map((line) => `\nFailed answers: ${line}`)].join('\n');
    console.log(`\n${table}`);
    const resultsDir = join(REPO_ROOT, 'bench', 'results');
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(
      join(resultsDir, 'latest.md'),
      `# npm run bench (${new Date().toISOString()})\n\n${table}\n`,
    );
    process.exitCode = valid ? 0 : 2;
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
