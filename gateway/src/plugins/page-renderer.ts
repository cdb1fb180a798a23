import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Category, Language, Product, SiteContentItem } from '@hiti/contracts';

/** The reads the web app's server renderer asks for (see web/src/ssr/public-reads.ts). */
/** The public reads a page needs, each answered in the page's language (`?lang=`). */
export interface PageReads {
  products(query: Record<string, string | undefined>, lang: Language): Promise<Product[]>;
  product(id: number, lang: Language): Promise<Product | null>;
  categories(lang: Language): Promise<Category[]>;
  siteContent(lang: Language): Promise<SiteContentItem[]>;
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
  private loaded: { mtimeMs: number; value: T } | undefined;
  constructor(
    readonly path: string,
    private readonly load: (path: string, mtimeMs: number) => Promise<T>,
  ) {}

  async get(): Promise<T> {
    const { mtimeMs } = await stat(this.path);
    if (this.loaded?.mtimeMs !== mtimeMs)
      this.loaded = { mtimeMs, value: await this.load(this.path, mtimeMs) };
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
    this.renderer = new FreshFile(
      join(root, 'server', 'entry-server.js'),
      (path, mtimeMs) => import(`${pathToFileURL(path).href}?v=${mtimeMs}`) as Promise<RendererModule>,
    );
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
