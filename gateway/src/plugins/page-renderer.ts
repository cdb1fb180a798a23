import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { PageReads } from '@hiti/web/server-renderer';
import { RenderPool } from './render-pool';

/** A file read again only when it changed on disk, so a rebuilt web app is used without a restart. */
class FreshFile<T> {
  /** One load per version of the file, shared by the requests that arrive while it runs. */
  private loaded: { mtimeMs: number; value: Promise<T> } | undefined;
  constructor(
    readonly path: string,
    private readonly load: (path: string) => Promise<T>,
  ) {}

  async get(): Promise<T> {
    const { mtimeMs } = await stat(this.path);
    if (this.loaded?.mtimeMs !== mtimeMs) {
      const value = this.load(this.path);
      this.loaded = { mtimeMs, value };
      // a failed load (a build still being written) is tried again by the next request
      value.catch(() => this.forget(value));
    }
    return this.loaded.value;
  }

  /** Loads the file again at the next request, if `value` is still the one loaded. */
  forget(value: Promise<T>): void {
    if (this.loaded?.value === value) this.loaded = undefined;
  }
}

const STATE_ELEMENT = (state: string) => `<script type="application/json" id="hiti-state">${state}</script>`;

/** The built web app: its page template, and threads rendering its pages with its server renderer. */
export class WebPages {
  private readonly template: FreshFile<string>;
  private readonly renderer: FreshFile<RenderPool>;
  /** The threads of the build loaded last; those of a build before it are closed once it is replaced. */
  private current: RenderPool | undefined;

  constructor(root: string, renderThreads: number) {
    this.template = new FreshFile(join(root, 'client', 'index.html'), (path) => readFile(path, 'utf8'));
    this.renderer = new FreshFile(join(root, 'server', 'entry-server.js'), async (path) => {
      const pool = new RenderPool(path, renderThreads);
      const replaced = this.current;
      this.current = pool;
      // its renders under way finish first
      if (replaced) void replaced.close().catch(() => undefined);
      return pool;
    });
  }

  /** Runs `work` on the current threads; threads that could not load the renderer are started again next time. */
  private async withPool<T>(work: (pool: RenderPool) => Promise<T>): Promise<T> {
    const loaded = this.renderer.get();
    const pool = await loaded;
    try {
      return await work(pool);
    } catch (error) {
      if (RenderPool.failedToLoad(error)) this.renderer.forget(loaded);
      throw error;
    }
  }

  /** The page template with nothing rendered in it (the admin area renders in the browser). */
  async shell(title: string): Promise<string> {
    return fill(await this.template.get(), { head: `<title>${title}</title>` });
  }

  async render(url: string, origin: string, reads: PageReads): Promise<{ status: number; html: string }> {
    const page = await this.withPool((pool) => pool.page(url, origin, reads));
    const html = fill(await this.template.get(), {
      lang: page.htmlLang,
      head: page.head,
      body: page.body,
      state: STATE_ELEMENT(page.state),
    });
    return { status: page.status, html };
  }

  async unavailable(pathname: string): Promise<string> {
    return this.withPool((pool) => pool.unavailable(pathname));
  }

  async close(): Promise<void> {
    await this.current?.close();
  }
}

function fill(
  template: string,
  parts: { lang?: string; head?: string; body?: string; state?: string },
): string {
  return template
    .replace('<html lang="mk">', `<html lang="${parts.lang ?? 'mk'}">`)
    .replace('<!--app-head-->', () => parts.head ?? '')
    .replace('<!--app-body-->', () => parts.body ?? '')
    .replace('<!--app-state-->', () => parts.state ?? '');
}
