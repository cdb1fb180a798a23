import type { PageScores } from './lighthouse-audit';

export interface MeasuredPage extends PageScores {
  path: string;
  firstLoadKb: number;
}

/** The budget every measured public page has to meet. */
export const GOALS = {
  performance: 95,
  accessibility: 95,
  seo: 100,
  firstLoadKb: 150,
} as const;

/** What keeps a page under the goals, empty when it meets them all. */
export function shortfalls(page: MeasuredPage): string[] {
  const misses: string[] = [];
  if (page.performance < GOALS.performance) misses.push(`performance < ${GOALS.performance}`);
  if (page.accessibility < GOALS.accessibility) misses.push(`accessibility < ${GOALS.accessibility}`);
  if (page.seo < GOALS.seo) misses.push(`SEO < ${GOALS.seo}`);
  if (page.firstLoadKb > GOALS.firstLoadKb) misses.push(`JS > ${GOALS.firstLoadKb} KB`);
  return misses;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The Markdown table of the measured pages, one row each, with the goals each page misses. */
export function formatTable(pages: MeasuredPage[]): string {
  return [
    '| Page | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS | First-load JS (KB gz) | CPU index | Goals |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...pages.map((page) => {
      const misses = shortfalls(page);
      return `| \`${page.path}\` | ${page.performance} | ${page.accessibility} | ${page.bestPractices} | ${page.seo} | ${seconds(page.lcpMs)} | ${Math.round(page.tbtMs)} ms | ${page.cls.toFixed(3)} | ${page.firstLoadKb.toFixed(1)} | ${Math.round(page.benchmarkIndex)} | ${misses.length ? `NOT MET: ${misses.join(', ')}` : 'met'} |`;
    }),
  ].join('\n');
}
