import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { WebPages } from '../src/plugins/page-renderer';

const root = mkdtempSync(join(tmpdir(), 'hiti-web-rebuild-'));

const pages = new WebPages(root, 1);

afterAll(async () => {
  await pages.close();
  rmSync(root, { recursive: true, force: true });
});

/**
 * A build of the renderer as the bundler writes it: an entry and a chunk whose name (its content hash) does
 * not change between builds. The chunk keeps state for the modules of its build (as React and the router
 * keep their contexts); a page names every build that has used that state.
 */
function build(name: string, builtAt: Date, renderBody = "users.join(',')"): void {
  mkdirSync(join(root, 'client'), { recursive: true });
  mkdirSync(join(root, 'server', 'assets'), { recursive: true });
  writeFileSync(
    join(root, 'client', 'index.html'),
    '<html lang="mk"><div id="root"><!--app-body--></div></html>',
  );
  writeFileSync(join(root, 'server', 'assets', 'shared-abc123.js'), 'export const users = [];\n');
  const entry = join(root, 'server', 'entry-server.js');
  writeFileSync(
    entry,
    `import { isMainThread } from 'node:worker_threads';
import { users } from './assets/shared-abc123.js';
users.push(${JSON.stringify(name)});
export async function renderPage(url, origin, reads) {
  return { status: 200, htmlLang: 'mk', head: '', body: ${renderBody}, state: '{}' };
}
export function renderUnavailablePage() { return ''; }
`,
  );
  utimesSync(entry, builtAt, builtAt);
}

const noReads = {
  productPage: async () => ({ items: [], total: 0, page: 1, pageSize: 24 }),
  productFacets: async () => ({ total: 0, facets: [], brands: [] }),
  product: async () => null,
  categories: async () => [],
  siteContent: async () => [],
  stores: async () => [],
};

/** Reads whose answers show what they were asked: the total of matches is the length of the search. */
const searchingReads = {
  ...noReads,
  productPage: async (query: Record<string, string | undefined>, lang: string) => ({
    items: [],
    total: (query.q ?? '').length,
    page: lang === 'al' ? 2 : 1,
    pageSize: 24,
  }),
  product: async () => {
    throw new Error('catalog unavailable');
  },
};

describe('the web app rebuilt while the gateway runs', () => {
  it('renders pages with the new build alone, never with modules of the build before', async () => {
    build('first build', new Date('2026-01-01T10:00:00Z'));
    expect((await pages.render('/', 'http://localhost', noReads)).html).toContain(
      '<div id="root">first build</div>',
    );

    build('second build', new Date('2026-01-01T10:05:00Z'));
    expect((await pages.render('/', 'http://localhost', noReads)).html).toContain(
      '<div id="root">second build</div>',
    );
  });
});

describe('a page rendered beside the event loop', () => {
  it("renders in a thread of its own, with the gateway's reads and their failures", async () => {
    build(
      'threads',
      new Date('2026-01-01T11:00:00Z'),
      "JSON.stringify({ mainThread: isMainThread, products: await reads.productPage({ q: 'пелети' }, 'al'), product: await reads.product(7, 'al').catch((error) => error.message) })",
    );
    const { html } = await pages.render('/', 'http://localhost', searchingReads);
    const body = /<div id="root">(.*)<\/div>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(body)).toEqual({
      mainThread: false,
      products: { items: [], total: 6, page: 2, pageSize: 24 },
      product: 'catalog unavailable',
    });
  });

  it('renders at a lower priority than the event loop, which keeps its own', async () => {
    const before = getPriority();
    build(
      'priority',
      new Date('2026-01-01T11:30:00Z'),
      "JSON.stringify({ niceness: (await import('node:os')).getPriority() })",
    );
    const { html } = await pages.render('/', 'http://localhost', noReads);
    const body = /<div id="root">(.*)<\/div>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(body)).toEqual({ niceness: Math.min(before + 10, 19) });
    expect(getPriority()).toBe(before);
  });

  it('answers a failed render as a failure, and renders the next page', async () => {
    build('broken', new Date('2026-01-01T12:00:00Z'), "(() => { throw new Error('render failed'); })()");
    await expect(pages.render('/', 'http://localhost', noReads)).rejects.toThrow('render failed');
    build('mended', new Date('2026-01-01T12:05:00Z'));
    expect((await pages.render('/', 'http://localhost', noReads)).html).toContain('mended');
  });
});
