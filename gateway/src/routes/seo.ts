import { setImmediate as yieldToOthers } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SITEMAP_PRODUCTS_PER_FILE, catalogRoutes, categoryListSchema, languageTag } from '@hiti/contracts';
import { AppError } from '@hiti/service-kit';
import { SitemapIndexStream, SitemapStream, streamToPromise } from 'sitemap';
import type { SitemapItemLoose } from 'sitemap';
import type { CachedAnswer, CacheNamespace } from '../plugins/cache';
import { PublicReads } from '../services/public-reads';

/** Pages every visitor can reach, as their Macedonian paths. */
const STATIC_PAGES = ['/', '/products', '/stores', '/about', '/contact', '/terms', '/privacy'];
/** Products change by writes (which drop the entries) and by promotion edges (not in the sitemap). */
const SITEMAP_TTL_SECONDS = 300;
/** Items written between two yields, so that a large file never holds the event loop for long. */
const ITEMS_PER_TURN = 500;
const XML_HEADERS = { 'cache-control': 'no-cache', 'content-type': 'application/xml; charset=utf-8' };

function albanian(path: string): string {
  return path === '/' ? '/al/' : `/al${path}`;
}

/** Both language versions of a page, each naming the other (and Macedonian as the default). */
function bothLanguages(path: string, extra: Partial<SitemapItemLoose> = {}): SitemapItemLoose[] {
  const links = [
    { lang: languageTag('mk'), url: path },
    { lang: languageTag('al'), url: albanian(path) },
    { lang: 'x-default', url: path },
  ];
  return [
    { url: path, links, ...extra },
    { url: albanian(path), links, ...extra },
  ];
}

/** Streams `items` through a sitemap stream a few hundred at a time, yielding to other requests in between. */
async function streamed<T>(stream: SitemapStream | SitemapIndexStream, items: T[]): Promise<Buffer> {
  const done = streamToPromise(stream);
  for (let start = 0; start < items.length; start += ITEMS_PER_TURN) {
    for (const item of items.slice(start, start + ITEMS_PER_TURN)) stream.write(item);
    await yieldToOthers();
  }
  stream.end();
  return done;
}

/**
 * `/sitemap.xml` is a sitemap index: `/sitemap-pages.xml` (static pages and category listings) and
 * `/sitemap-products-N.xml`, each listing at most SITEMAP_PRODUCTS_PER_FILE products in both languages
 * (well inside the protocol's 50,000 URLs). Each file is cached with the reads it lists (dropped by their
 * writes and events) and built in slices that yield to other requests. `/robots.txt` names the index.
 */
export async function seoRoutes(app: FastifyInstance, options: { publicUrl: string }): Promise<void> {
  const origin = new URL(options.publicUrl).origin;
  const reads = new PublicReads(app);

  const entries = (page: number, pageSize: number, requestId: string) =>
    app.services.catalog.request(catalogRoutes.sitemapEntries, { query: { page, pageSize }, requestId });

  const sendXml = async (
    request: FastifyRequest,
    reply: FastifyReply,
    namespace: CacheNamespace,
    build: () => Promise<Buffer>,
  ) => {
    const answer: CachedAnswer = await app.cache.bytes(
      namespace,
      `sitemap:${request.url}`,
      SITEMAP_TTL_SECONDS,
      build,
    );
    return app.readyAnswers.send(request, reply, answer, XML_HEADERS, {
      securityHeaders: app.documentSecurityHeaders,
    });
  };

  app.get('/sitemap.xml', (request, reply) =>
    // kept with the product reads: the number of product files changes with them
    sendXml(request, reply, 'products', async () => {
      const { total } = await entries(1, 1, request.id);
      const files = Math.ceil(total / SITEMAP_PRODUCTS_PER_FILE);
      const urls = [
        `${origin}/sitemap-pages.xml`,
        ...Array.from({ length: files }, (_, index) => `${origin}/sitemap-products-${index + 1}.xml`),
      ];
      return streamed(new SitemapIndexStream(), urls);
    }),
  );

  app.get('/sitemap-pages.xml', (request, reply) =>
    // kept with the category reads, so that the catalog's category events drop it
    sendXml(request, reply, 'categories', async () => {
      const list = await reads.categories('mk', request.id);
      const categories = categoryListSchema
        .parse(JSON.parse(list.toString('utf8')))
        .map((category) => category.id)
        .sort((a, b) => a - b);
      const items = [
        ...STATIC_PAGES.flatMap((path) => bothLanguages(path)),
        // by the category's stable id, which a rename does not change
        ...categories.flatMap((category) =>
          bothLanguages(`/products?${new URLSearchParams({ category: String(category) }).toString()}`),
        ),
      ];
      return streamed(new SitemapStream({ hostname: origin }), items);
    }),
  );

  app.get<{ Params: { file: string } }>('/sitemap-products-:file(^[1-9]\\d{0,6}).xml', (request, reply) =>
    sendXml(request, reply, 'products', async () => {
      const page = await entries(Number(request.params.file), SITEMAP_PRODUCTS_PER_FILE, request.id);
      if (page.items.length === 0) throw new AppError('ROUTE_NOT_FOUND');
      const items = page.items.flatMap((product) =>
        bothLanguages(`/product/${product.id}`, {
          lastmod: product.updatedAt,
          img: [{ url: new URL(product.imageUrl, origin).toString() }],
        }),
      );
      return streamed(new SitemapStream({ hostname: origin }), items);
    }),
  );

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          'Disallow: /admin',
          'Disallow: /api/',
          `Sitemap: ${origin}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );
}
