import { cp, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Category, Language, Product, ProductPage, SiteContentItem, Store } from '@hiti/contracts';

/** The reads the web app's server renderer asks for (see web/src/ssr/public-reads.ts). */
/** The public reads a page needs, each answered in the page's language (`?lang=`). */
export interface PageReads {
  productPage(query: Record<string, string | undefined>, lang: Language): Promise<ProductPage>;
  product(id: number, lang: Language): Promise<Product | null>;
  categories(lang: Language): Promise<Category[]>;
  siteContent(lang: Language): Promise<SiteContentItem[]>;
  stores(): Promise<Store[]>;
}

export interface RenderedPage {
  status: number;
  htmlLang: string;
  head: string;
  body: string;
  state: string;
}

/** What web/dist/server/entry-server.js exports. */
interface RendererModule {
  renderPage(url: string, origin: string, reads: PageReads): Promise<RenderedPage>;
  renderUnavailablePage(pathname: string): string;
}

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
      value.catch(() => {
        if (this.loaded?.value === value) this.loaded = undefined;
      });
    }
    return this.loaded.value;
  }
}

const STATE_ELEMENT = (state: string) => `<script type="application/json" id="hiti-state">${state}</script>`;

/** The built web app: its page template and its server renderer. */
export class WebPages {
  private readonly template: FreshFile<string>;
  private readonly renderer: FreshFile<RendererModule>;

  constructor(root: string) {
    this.template = new FreshFile(join(root, 'client', 'index.html'), (path) => readFile(path, 'utf8'));
    this.renderer = new FreshFile(join(root, 'server', 'entry-server.js'), (path) => this.loadRenderer(path));
  }

  /** The folder of the copy the renderer of a rebuilt web app was loaded from. */
  private rebuiltCopy: string | undefined;
  private loadedOnce = false;

  /**
   * The first build is loaded where it is. A rebuild is loaded from a copy of its folder: Node keeps every
   * module it has loaded by its address, so importing only the new entry would run it with the previous
   * build's chunks of the same name (its React, its router), whose state does not belong to it.
   */
  private async loadRenderer(entry: string): Promise<RendererModule> {
    if (!this.loadedOnce) {
      const renderer = (await import(pathToFileURL(entry).href)) as RendererModule;
      this.loadedOnce = true;
      return renderer;
    }
    // beside the build (removed with it), never served: only dist/client is
    const copy = await mkdtemp(join(dirname(dirname(entry)), '.rebuilt-renderer-'));
    let renderer: RendererModule;
    try {
      await cp(dirname(entry), copy, { recursive: true });
      renderer = (await import(pathToFileURL(join(copy, 'entry-server.js')).href)) as RendererModule;
    } catch (error) {
      // a build still being written: the next request tries again
      await rm(copy, { recursive: true, force: true });
      throw error;
    }
    // the copy before it serves no new page; its loaded modules stay in memory
    if (this.rebuiltCopy) await rm(this.rebuiltCopy, { recursive: true, force: true });
    this.rebuiltCopy = copy;
    return renderer;
  }

  /** The page template with nothing rendered in it (the admin area renders in the browser). */
  async shell(title: string): Promise<string> {
    return fill(await this.template.get(), { head: `<title>${title}</title>` });
  }

  async render(url: string, origin: string, reads: PageReads): Promise<{ status: number; html: string }> {
    const page = await (await this.renderer.get()).renderPage(url, origin, reads);
    const html = fill(await this.template.get(), {
      lang: page.htmlLang,
      head: page.head,
      body: page.body,
      state: STATE_ELEMENT(page.state),
    });
    return { status: page.status, html };
  }

  async unavailable(pathname: string): Promise<string> {
    return (await this.renderer.get()).renderUnavailablePage(pathname);
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
