import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answerNotFound, RETRY_AFTER_SECONDS } from '@hiti/service-kit';
import { RENDERED_PAGE_PATHS } from '@hiti/web/server-renderer';
import { PublicReads } from '../services/public-reads';
import { pathInLanguage } from '../domain/site-path';
import { WebPages } from './page-renderer';
import { SESSION_COOKIE } from './session';

const API_PREFIXES = ['/api/', '/health/', '/attached_assets/'];

declare module 'fastify' {
  interface FastifyInstance {
    /** The built web app and the site's public origin, when there is a built web app. */
    webApp: { pages: WebPages; origin: string } | null;
  }
}

/**
 * `?lang=al` (or `mk`) on a page address: the same page at its address in that language, always on this
 * site (`/al//host?lang=mk` must not lead to `//host`).
 */
function languageRedirect(request: FastifyRequest): string | null {
  const queryAt = request.url.indexOf('?');
  if (queryAt === -1) return null;
  const query = new URLSearchParams(request.url.slice(queryAt + 1));
  const lang = query.get('lang');
  if (lang === null) return null;
  query.delete('lang');
  const path = pathInLanguage(request.url.slice(0, queryAt), lang);
  const search = query.toString();
  return search === '' ? path : `${path}?${search}`;
}

/**
 * A rendered page lives as long as the product reads it shows (a promotion starts and ends by the clock),
 * unless a write drops it sooner.
 */
const PAGE_TTL_SECONDS = 10;
const PAGE_HEADERS = { 'cache-control': 'no-cache', 'content-type': 'text/html; charset=utf-8' } as const;

/** A page that is not kept (a 404): sent as rendered. */
class UncachedPage extends Error {
  constructor(
    readonly status: number,
    readonly html: string,
  ) {
    super(`page answered ${status}`);
  }
}

/**
 * An anonymous visitor's page is kept (per address with its query; the language is in the path) in the
 * response cache beside the reads it shows, dropped with them by writes and events, and then answered as a
 * ready answer, before routing. A request with a session cookie is rendered fresh and never kept.
 */
async function renderPage(request: FastifyRequest, reply: FastifyReply, pages: WebPages, origin: string) {
  const app = request.server;
  const render = () => pages.render(request.url, origin, new PublicReads(app).forPage(request.id));
  if (request.cookies[SESSION_COOKIE]) {
    const { status, html } = await render();
    return reply.status(status).headers(PAGE_HEADERS).send(html);
  }
  try {
    const answer = await app.cache.bytes('pages', request.url, PAGE_TTL_SECONDS, async () => {
      const { status, html } = await render();
      if (status !== 200) throw new UncachedPage(status, html);
      return Buffer.from(html);
    });
    return app.readyAnswers.send(request, reply, answer, PAGE_HEADERS, {
      securityHeaders: app.documentSecurityHeaders,
      anonymousOnly: true,
    });
  } catch (error) {
    if (!(error instanceof UncachedPage)) throw error;
    return reply.status(error.status).headers(PAGE_HEADERS).send(error.html);
  }
}

/** A day, in seconds. */
const DAY = 86_400;

/**
 * How long a browser keeps a built file: hashed ones for good; the site's pictures (same name, same picture
 * unless a release changes them) a week and the logo, favicon and theme script (which a release may change) a
 * day, each used a day longer while it is checked again with its ETag in the background.
 */
function staticCacheControl(file: string): string {
  if (file.startsWith(`assets${sep}`)) return 'public, max-age=31536000, immutable';
  const maxAge = file.startsWith(`images${sep}`) ? 7 * DAY : DAY;
  return `public, max-age=${maxAge}, stale-while-revalidate=${DAY}`;
}

/** Renders a public page on the server with its data; a failing service gives the 503 page. */
async function sendPage(request: FastifyRequest, reply: FastifyReply, pages: WebPages, origin: string) {
  const redirect = languageRedirect(request);
  if (redirect !== null) return reply.redirect(redirect, 301);
  try {
    return await renderPage(request, reply, pages, origin);
  } catch (error) {
    request.log.error({ err: error }, 'page could not be rendered');
    return reply
      .status(503)
      .headers(PAGE_HEADERS)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .send(await pages.unavailable(request.url.split('?')[0] ?? '/'));
  }
}

/**
 * Serves the built web app: public pages rendered on the server (both languages), the admin area as the
 * page template its browser code fills in, and the built assets.
 */
async function webPlugin(
  app: FastifyInstance,
  options: { root: string | undefined; publicUrl: string; renderThreads: number },
): Promise<void> {
  const root = options.root;
  app.decorate('webApp', null);
  if (!root || !existsSync(join(root, 'client', 'index.html'))) {
    app.log.warn({ root }, 'no built web app found; serving the API only (run npm run build -w @hiti/web)');
    return;
  }
  const client = join(root, 'client');
  const pages = new WebPages(root, options.renderThreads);
  app.addHook('onClose', () => pages.close());
  const origin = new URL(options.publicUrl).origin;
  app.webApp = { pages, origin };
  await app.register(fastifyStatic, {
    root: client,
    // Files are looked up per request, so a rebuilt web app is served without a restart.
    wildcard: true,
    index: false,
    // the page template is no page: its address answers the not-found page like any unknown one
    allowedPath: (path) => path !== '/index.html',
    // brotli and gzip files made at build time are sent instead of the originals when the browser takes them
    preCompressed: true,
    setHeaders: (reply, path) => {
      reply.header('cache-control', staticCacheControl(relative(client, path)));
    },
  });
  for (const path of RENDERED_PAGE_PATHS) {
    app.get(path, (request, reply) => sendPage(request, reply, pages, origin));
  }
  for (const path of ['/admin', '/admin/*']) {
    app.get(path, async (_request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(await pages.shell('Hiti Kamina Admin')),
    );
  }
}

export const web = fp(webPlugin, { name: 'gateway-web' });

/** Unknown GET page paths get the not-found page (404) rendered; everything else is a JSON 404. */
export async function spaNotFound(request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
  // a client that takes anything (curl, a crawler's `*/*`) gets the page, as a browser does
  const isPage =
    request.method === 'GET' &&
    !API_PREFIXES.some((prefix) => request.url.startsWith(prefix)) &&
    /text\/html|\*\/\*/.test(request.headers.accept ?? '*/*');
  const web = request.server.webApp;
  if (isPage && web) return sendPage(request, reply, web.pages, web.origin);
  return answerNotFound(request, reply);
}
