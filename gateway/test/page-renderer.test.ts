import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { WebPages } from '../src/plugins/page-renderer';

const root = mkdtempSync(join(tmpdir(), 'hiti-web-rebuild-'));

afterAll(() => rmSync(root, { recursive: true, force: true }));

/**
 * A build of the renderer as the bundler writes it: an entry and a chunk whose name (its content hash) does
 * not change between builds. The chunk keeps state for the modules of its build (as React and the router
 * keep their contexts); a page names every build that has used that state.
 */
function build(name: string, builtAt: Date): void {
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
    `import { users } from './assets/shared-abc123.js';
users.push(${JSON.stringify(name)});
export async function renderPage() {
  return { status: 200, htmlLang: 'mk', head: '', body: users.join(','), state: '{}' };
}
export function renderUnavailablePage() { return ''; }
`,
  );
  utimesSync(entry, builtAt, builtAt);
}

const noReads = {
  productPage: async () => ({ items: [], total: 0, page: 1, pageSize: 24 }),
  product: async () => null,
  categories: async () => [],
  siteContent: async () => [],
  stores: async () => [],
};

describe('the web app rebuilt while the gateway runs', () => {
  it('renders pages with the new build alone, never with modules of the build before', async () => {
    build('first build', new Date('2026-01-01T10:00:00Z'));
    const pages = new WebPages(root);
    expect((await pages.render('/', 'http://localhost', noReads)).html).toContain(
      '<div id="root">first build</div>',
    );

    build('second build', new Date('2026-01-01T10:05:00Z'));
    expect((await pages.render('/', 'http://localhost', noReads)).html).toContain(
      '<div id="root">second build</div>',
    );
  });
});
