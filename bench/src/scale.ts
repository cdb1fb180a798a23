/**
 * `npm run bench:scale`: the system as `npm start` runs it at 100, 1,000, 10,000 and 50,000 products
 * (written straight into the catalog's storage, realistic bilingual texts in ten categories), and per size
 * what a visitor's page, the public API, the sitemap and an import cost, the gateway's event-loop delay
 * under 10 concurrent page renders, the RSS of gateway and catalog, and the cached page's throughput against
 * a bare process sending the same bytes (alternating rounds, a self-check row, the load generator in a
 * process of its own). Prints one table and writes it to bench/results/scale.md.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@hiti/local';
import { alternate, inSelfCheckBand, throughputRatio, type Pairing } from './ab';
import { startBare, type BareServer } from './bare';
import { load } from './load';
import { REPO_ROOT, startTs } from './processes';
import { PRODUCT_LIST_MAX } from '../../packages/contracts/src/public/product';
import { CATEGORIES, DEMO_IMAGE_URL, seedCatalogue } from './scale-seed';
import {
  eventLoopP99Ms,
  importRowsPerSecond,
  medianOf,
  peakRss,
  processOf,
  timed,
  type Timed,
} from './scale-probes';
import { startSystem } from './system';

const SIZES = (process.env.BENCH_SCALE_SIZES ?? '100,1000,10000,50000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 500);
const HTML = { accept: 'text/html' };
const HTML_TYPE = 'text/html; charset=utf-8';

interface SizeRow {
  products: number;
  productsPage: Timed;
  productsPageCached: Timed;
  home: Timed;
  /** The list as SPEC's array: asked only where it is answered (at most `PRODUCT_LIST_MAX` products). */
  apiDefault: Timed | null;
  apiPage: Timed;
  search: Timed;
  productPage: Timed;
  sitemap: Timed;
  sitemapFile: Timed;
  importRowsPerSecond: number;
  eventLoopP99Ms: number;
  apiP99DuringRenders: number;
  rssGatewayMb: number;
  rssCatalogMb: number;
  pageRatio: Pairing;
}

/** The memory limit of an app's container in the Kubernetes manifests, in MB (MiB as written there). */
function k8sMemoryLimitMb(app: string): number {
  const manifest = readFileSync(join(REPO_ROOT, 'infra/k8s/base', `${app}.yaml`), 'utf8');
  const mib = /limits:\s*\{\s*memory:\s*(\d+)Mi\s*\}/u.exec(manifest)?.[1];
  return Number(mib ?? Number.NaN) * 1.048576;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const cell = (timed: Timed) =>
  `${timed.status === 200 ? '' : `${timed.status} `}${kb(timed.bytes)}, ${timed.ms.toFixed(0)} ms`;
const listCell = (timed: Timed | null) => (timed ? cell(timed) : `not asked (> ${PRODUCT_LIST_MAX})`);

function format(rows: SizeRow[], selfCheck: Pairing, minutes: number): string {
  const valid = inSelfCheckBand(selfCheck.ratio);
  const first = rows[0];
  const last = rows.at(-1);
  const gatewayLimit = k8sMemoryLimitMb('gateway');
  const catalogLimit = k8sMemoryLimitMb('catalog');
  const flat = (pick: (row: SizeRow) => number) =>
    first && last ? (pick(last) / Math.max(pick(first), 1e-9)).toFixed(2) : 'n/a';
  const lines = [
    `Sizes ${SIZES.join(', ')}; page ratio: ${ROUNDS} alternating rounds x ${SECONDS} s, 10 connections; ran ${minutes.toFixed(1)} min. Run ${valid ? 'VALID' : 'INVALID: the self-check is outside 0.95-1.05'} (self-check: bare copy vs bare, ${selfCheck.ratio.toFixed(2)}x).`,
    'Cells: status when not 200, decoded bytes, time to the last byte (uncached: each request a page or query not asked before; "cached": the same page again).',
    '',
    `| Products | /products uncached | /products cached | / uncached | GET /api/products (array, at most ${PRODUCT_LIST_MAX}) | GET /api/products?page=2&pageSize=24 | search (first page of 24) | /product/{id} | /sitemap.xml | sitemap file 1 | import rows/s | event loop p99 (10 renders) | /api/categories p99 meanwhile | RSS gateway / catalog | cached /products vs bare |`,
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.products} | ${cell(row.productsPage)} | ${cell(row.productsPageCached)} | ${cell(row.home)} | ${listCell(row.apiDefault)} | ${cell(row.apiPage)} | ${cell(row.search)} | ${cell(row.productPage)} | ${cell(row.sitemap)} | ${cell(row.sitemapFile)} | ${row.importRowsPerSecond.toFixed(0)} | ${row.eventLoopP99Ms.toFixed(0)} ms | ${row.apiP99DuringRenders.toFixed(0)} ms | ${row.rssGatewayMb.toFixed(0)} / ${row.rssCatalogMb.toFixed(0)} MB | ${row.pageRatio.ratio.toFixed(2)}x |`,
    ),
    '',
    '| Goal | Figure | Met |',
    '|---|---|---|',
    `| /products bytes flat (<= 1.5x from first to last size) | ${flat((row) => row.productsPage.bytes)}x | ${Number(flat((row) => row.productsPage.bytes)) <= 1.5 ? 'yes' : 'NO'} |`,
    `| /products time flat (<= 1.5x) | ${flat((row) => row.productsPage.ms)}x | ${Number(flat((row) => row.productsPage.ms)) <= 1.5 ? 'yes' : 'NO'} |`,
    `| / bytes flat (<= 1.5x) | ${flat((row) => row.home.bytes)}x | ${Number(flat((row) => row.home.bytes)) <= 1.5 ? 'yes' : 'NO'} |`,
    `| event-loop delay p99 <= 50 ms at every size | max ${Math.max(...rows.map((row) => row.eventLoopP99Ms)).toFixed(0)} ms | ${rows.every((row) => row.eventLoopP99Ms <= 50) ? 'yes' : 'NO'} |`,
    `| cached page throughput >= 0.5x bare at every size | min ${Math.min(...rows.map((row) => row.pageRatio.ratio)).toFixed(2)}x | ${rows.every((row) => row.pageRatio.ratio >= 0.5) ? 'yes' : 'NO'} |`,
    `| RSS within the infra/k8s memory limits (gateway ${gatewayLimit.toFixed(0)} MB, catalog ${catalogLimit.toFixed(0)} MB) | max ${Math.max(...rows.map((row) => row.rssGatewayMb)).toFixed(0)} / ${Math.max(...rows.map((row) => row.rssCatalogMb)).toFixed(0)} MB | ${rows.every((row) => row.rssGatewayMb <= gatewayLimit && row.rssCatalogMb <= catalogLimit) ? 'yes' : 'NO'} |`,
    `| import >= 200 rows/s at every size | min ${Math.min(...rows.map((row) => row.importRowsPerSecond)).toFixed(0)} | ${rows.every((row) => row.importRowsPerSecond >= 200) ? 'yes' : 'NO'} |`,
  ];
  return lines.join('\n');
}

async function main(): Promise<void> {
  const began = performance.now();
  const stops: Array<() => Promise<void>> = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'hiti-bench-scale-'));
  try {
    const mongoPort = await freePort();
    const docstore = startTs(join(REPO_ROOT, 'infra/docstore/src/cli.ts'), [
      '--port',
      String(mongoPort),
      '--data',
      join(dataDir, 'db'),
      '--log-level',
      'warn',
    ]);
    stops.push(docstore.stop);
    const mongoUrl = `mongodb://127.0.0.1:${mongoPort}`;
    const system = await startSystem({ MONGO_URL: mongoUrl, SEED_DEMO: 'false' });
    const managementUrl = system.managementUrl;
    stops.push(system.stop);
    const gatewayPid = processOf(system.pid, 'gateway');
    const catalogPid = processOf(system.pid, 'services/catalog');
    const bare = async (body: Buffer): Promise<BareServer> => {
      const server = await startBare(body, HTML_TYPE);
      stops.push(server.stop);
      return server;
    };
    const categoryIds: number[] = [];
    for (const [mk, al] of CATEGORIES) {
      const category = await fetch(`${system.url}/api/categories`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: system.url, cookie: system.cookie },
        body: JSON.stringify({
          name: { mk, al },
          description: { mk: `${mk} за секој дом`, al: `${al} për çdo shtëpi` },
        }),
      });
      if (category.status !== 201) throw new Error(`category: ${category.status} ${await category.text()}`);
      categoryIds.push(((await category.json()) as { id: number }).id);
    }
    let unique = 0;
    const fresh = () => `b=${(unique += 1)}`;
    const rows: SizeRow[] = [];
    let selfCheck: Pairing | null = null;
    for (const size of SIZES) {
      console.log(`${size} products: seeding ...`);
      // all but one straight into storage; the last through the admin API, whose write drops every cache
      await seedCatalogue(mongoUrl, size - 1, categoryIds);
      const created = await fetch(`${system.url}/api/products`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: system.url, cookie: system.cookie },
        body: JSON.stringify({
          name: { mk: `Камин ${size}`, al: `Kamin ${size}` },
          description: { mk: 'Камин на дрва', al: 'Kamin me dru' },
          category: 'Прибор',
          imageUrl: DEMO_IMAGE_URL,
          fullPrice: 990,
        }),
      });
      if (created.status !== 201) throw new Error(`product: ${created.status} ${await created.text()}`);
      const { id } = (await created.json()) as { id: number };
      console.log(`${size} products: measuring ...`);
      const base = system.url;
      // the first list read after the write loads the new catalogue in the catalog; it is not what is measured
      await timed(`${base}/api/products?pageSize=1&page=1`);
      const sitemap = await timed(`${base}/sitemap.xml`);
      const sitemapFile = await timed(`${base}/sitemap-products-1.xml`);
      const productsPage = await medianOf(3, () => timed(`${base}/products?${fresh()}`, HTML));
      await timed(`${base}/products`, HTML);
      await timed(`${base}/products`, HTML);
      const productsPageCached = await medianOf(5, () => timed(`${base}/products`, HTML));
      const home = await medianOf(3, () => timed(`${base}/?${fresh()}`, HTML));
      const bigPrice = () => 10_000_000 + (unique += 1);
      // SPEC's array is refused (400 LIST_TOO_LONG) above PRODUCT_LIST_MAX products; pages are read at every size
      const apiDefault =
        size <= PRODUCT_LIST_MAX
          ? await medianOf(3, () => timed(`${base}/api/products?maxPrice=${bigPrice()}`))
          : null;
      const apiPage = await medianOf(3, () =>
        timed(`${base}/api/products?page=2&pageSize=24&maxPrice=${bigPrice()}`),
      );
      const search = await medianOf(3, () =>
        timed(
          `${base}/api/products?search=${encodeURIComponent('Вулкан 12 kW')}&page=1&pageSize=24&maxPrice=${bigPrice()}`,
        ),
      );
      const productPage = await medianOf(3, () => timed(`${base}/product/${id}?${fresh()}`, HTML));
      const imported = await importRowsPerSecond(system, IMPORT_ROWS, String(size));

      console.log(`${size} products: 10 concurrent page renders ...`);
      await eventLoopP99Ms(managementUrl);
      const { result: during, peaks } = await peakRss([gatewayPid, catalogPid], async () => {
        const renders = load({
          url: base,
          path: '/products',
          headers: HTML,
          seconds: 5,
          connections: 10,
          distinctQuery: 'render',
        });
        const reads = load({ url: base, path: '/api/categories', seconds: 5, rate: 20 });
        const [rendered, read] = await Promise.all([renders, reads]);
        return { rendered, read };
      });
      const eventLoop = await eventLoopP99Ms(managementUrl);

      console.log(`${size} products: cached /products against a bare process ...`);
      const pageBytes = Buffer.from(await (await fetch(`${base}/products`, { headers: HTML })).arrayBuffer());
      const pageBare = await bare(pageBytes);
      if (!selfCheck) {
        const copy = await bare(pageBytes);
        selfCheck = await alternate(
          () => load({ url: copy.url, path: '/products', seconds: SECONDS, connections: 10 }),
          () => load({ url: pageBare.url, path: '/products', seconds: SECONDS, connections: 10 }),
          ROUNDS,
          throughputRatio,
        );
      }
      const ratio = await peakRss([gatewayPid, catalogPid], () =>
        alternate(
          () => load({ url: base, path: '/products', headers: HTML, seconds: SECONDS, connections: 10 }),
          () => load({ url: pageBare.url, path: '/products', seconds: SECONDS, connections: 10 }),
          ROUNDS,
          throughputRatio,
        ),
      );
      await pageBare.stop();
      rows.push({
        products: size,
        productsPage,
        productsPageCached,
        home,
        apiDefault,
        apiPage,
        search,
        productPage,
        sitemap,
        sitemapFile,
        importRowsPerSecond: imported,
        eventLoopP99Ms: eventLoop,
        apiP99DuringRenders: during.read.p99,
        rssGatewayMb: Math.max(peaks[0] ?? 0, ratio.peaks[0] ?? 0),
        rssCatalogMb: Math.max(peaks[1] ?? 0, ratio.peaks[1] ?? 0),
        pageRatio: ratio.result,
      });
      console.log(
        `${size} products: renders ${during.rendered.perSecond.toFixed(1)}/s (${JSON.stringify(during.rendered.statuses)}), event loop p99 ${eventLoop.toFixed(0)} ms`,
      );
      // the table so far, so that a run stopped before the largest size still tells what it measured
      if (selfCheck) console.log(format(rows, selfCheck, (performance.now() - began) / 60_000));
    }
    if (!selfCheck) throw new Error('no size measured');
    const table = format(rows, selfCheck, (performance.now() - began) / 60_000);
    console.log(`\n${table}`);
    const resultsDir = join(REPO_ROOT, 'bench', 'results');
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(
      join(resultsDir, 'scale.md'),
      `# npm run bench:scale (${new Date().toISOString()})\n\n${table}\n`,
    );
    process.exitCode = inSelfCheckBand(selfCheck.ratio) ? 0 : 2;
  } finally {
    for (const stop of stops.reverse()) await stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
