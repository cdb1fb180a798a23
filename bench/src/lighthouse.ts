/**
 * `npm run lighthouse`: Lighthouse (mobile emulation and throttling, Debian's Chromium) on the storefront's
 * home, product list, the product page with a gallery and a specification table (the heaviest) and contact page in Macedonian and under `/al/`, plus the gzipped
 * JavaScript each page's HTML asks for. Prints one table, writes it to bench/results/lighthouse.md, and exits 1
 * when a page misses a goal. Measures the site at `--url` / `LIGHTHOUSE_URL`, or else starts the system itself.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startAuditor, type PageScores } from './lighthouse-audit';
import { measureFirstLoadJs } from './lighthouse-first-load';
import { formatTable, GOALS, shortfalls, type MeasuredPage } from './lighthouse-report';
import { startMeasuredSystem } from './lighthouse-system';
import { REPO_ROOT } from './processes';
import { showcaseProductId } from './showcase-product';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1);

function pathsToMeasure(productId: number): string[] {
  const macedonian = ['/', '/products', `/product/${productId}`, '/contact'];
  return [...macedonian, ...macedonian.map((path) => `/al${path}`)];
}

/** The run with the median performance score of `RUNS` runs. */
async function medianRun(audit: (url: string) => Promise<PageScores>, url: string): Promise<PageScores> {
  const runs: PageScores[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await audit(url));
  runs.sort((a, b) => a.performance - b.performance);
  const median = runs[Math.floor(runs.length / 2)];
  if (!median) throw new Error('LIGHTHOUSE_RUNS must be at least 1');
  return median;
}

async function measure(siteUrl: string): Promise<MeasuredPage[]> {
  const paths = pathsToMeasure(await showcaseProductId(siteUrl));
  const auditor = await startAuditor();
  try {
    const pages: MeasuredPage[] = [];
    for (const path of paths) {
      const url = new URL(path, siteUrl).href;
      const firstLoad = await measureFirstLoadJs(url);
      const scores = await medianRun(auditor.audit, url);
      pages.push({ path, firstLoadKb: firstLoad.gzipKb, ...scores });
      console.error(
        `measured ${path}: performance ${scores.performance}, accessibility ${scores.accessibility}`,
      );
    }
    return pages;
  } finally {
    await auditor.close();
  }
}

function report(siteUrl: string, pages: MeasuredPage[]): string {
  const [first] = pages;
  return [
    `Lighthouse ${first?.lighthouseVersion ?? '?'}, default mobile emulation and simulated throttling, ` +
      `${RUNS} run(s) per page (median performance), ${first?.userAgent ?? ''}.`,
    `Site: ${siteUrl}. Goals: performance >= ${GOALS.performance}, accessibility >= ${GOALS.accessibility}, ` +
      `SEO ${GOALS.seo}, first-load JS <= ${GOALS.firstLoadKb} KB gz (the HTML's script, modulepreload and preloaded script files).`,
    '',
    formatTable(pages),
  ].join('\n');
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { url: { type: 'string' } } });
  const givenUrl = values.url ?? process.env.LIGHTHOUSE_URL;
  const site = givenUrl ? { url: givenUrl, stop: async () => undefined } : await startMeasuredSystem();
  try {
    const pages = await measure(site.url);
    const table = report(site.url, pages);
    console.log(table);
    const resultsDir = join(REPO_ROOT, 'bench', 'results');
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(join(resultsDir, 'lighthouse.md'), `${table}\n`);
    return pages.some((page) => shortfalls(page).length > 0) ? 1 : 0;
  } finally {
    await site.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
