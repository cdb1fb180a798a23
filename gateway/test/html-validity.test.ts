import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '@hiti/contracts';
import type { TestSystem } from './support/system';
import { fetchPage, publicRoutes, startPageSystem } from './support/web-pages';

/** The W3C's Nu Html Checker, as the `vnu-jar` package ships it (run with the system's Java). */
const VNU_JAR = join(
  dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')),
  'build/dist/vnu.jar',
);
let system: TestSystem;
let folder: string;

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: 'warning' | 'fatal';
  url: string;
  message: string;
  extract?: string;
}

beforeAll(async () => {
  system = await startPageSystem();
  folder = await mkdtemp(join(tmpdir(), 'hiti-html-'));
});

afterAll(async () => {
  await system?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('the HTML of every public page', () => {
  it('passes the W3C checker without an error or a warning, in both languages', async () => {
    const categories = (await system.gateway.inject({ method: 'GET', url: '/api/categories' })).json<
      Category[]
    >();
    const category = categories[0];
    if (!category) throw new Error('the demo catalogue has categories');
    const listing = `/products?category=${category.id}`;
    const pages = [...(await publicRoutes(system)), listing, `/al${listing}`];
    const files: string[] = [];
    for (const [index, url] of pages.entries()) {
      const file = join(folder, `${index}.html`);
      await writeFile(file, (await fetchPage(system, url)).html);
      files.push(file);
    }
    const { stdout, stderr } = await promisify(execFile)(
      'java',
      ['-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', ...files],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stderr || stdout) as { messages: VnuMessage[] };
    const findings = messages
      .filter((message) => message.type !== 'info' || message.subType === 'warning')
      .map((message) => ({
        page: pages[files.findIndex((file) => message.url.endsWith(`/${file.split('/').pop()}`))],
        message: message.message,
        extract: message.extract,
      }));
    expect(findings).toEqual([]);
  }, 180_000);
});
