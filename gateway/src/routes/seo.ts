import type { FastifyInstance } from 'fastify';
import { bilingualProductListSchema, productListQuerySchema } from '@hiti/contracts';
import { SitemapStream, streamToPromise } from 'sitemap';
import type { SitemapItemLoose } from 'sitemap';
import { PublicReads, productListParams } from '../domain/public-reads';

/** Pages every visitor can reach, as their Macedonian paths. */
const STATIC_PAGES = ['/', '/products', '/about', '/contact', '/terms', '/privacy'];
/** Products change by writes (which drop the entry) and by promotion edges (not in the sitemap). */
const SITEMAP_TTL_SECONDS = 300;

function albanian(path: string): string {
  return path === '/' ? '/al/' : `/al${path}`;
}

/** Both language versions of a page, each naming the other (and Macedonian as the default). */
function bothLanguages(path: string, extra: Partial<SitemapItemLoose> = {}): SitemapItemLoose[] {
  const links = [
    { lang: 'mk', url: path },
    { lang: 'sq', url: albanian(path) },
    { lang: 'x-default', url: path },
  ];
  return [
    { url: path, links, ...extra },
    { url: albanian(path), links, ...extra },
  ];
}

/** `/sitemap.xml` (static pages, category listings, every product, both languages) and `/robots.txt`. */
export async function seoRoutes(app: FastifyInstance, options: { publicUrl: string }): Promise<void> {
  const origin = new URL(options.publicUrl).origin;
  const reads = new PublicReads(app);

  app.get('/sitemap.xml', async (request, reply) => {
    // kept with the product reads, so the catalog's product and category-rename events drop it
    const { body } = await app.cache.bytes('products', 'sitemap.xml', SITEMAP_TTL_SECONDS, async () => {
      const list = await reads.productList(productListParams(productListQuerySchema.parse({})), request.id);
      const products = bilingualProductListSchema.parse(JSON.parse(list.toString('utf8')));
      // by the category's stable id, which a rename does not change
      const categories = [...new Set(products.map((product) => product.categoryId))].sort((a, b) => a - b);
      const stream = new SitemapStream({ hostname: origin });
      const items = [
        ...STATIC_PAGES.flatMap((path) => bothLanguages(path)),
        ...categories.flatMap((category) =>
          bothLanguages(`/products?${new URLSearchParams({ category: String(category) }).toString()}`),
        ),
        ...products.flatMap((product) =>
          bothLanguages(`/product/${product.id}`, {
            lastmod: product.updatedAt,
            img: [{ url: new URL(product.imageUrl, origin).toString() }],
          }),
        ),
      ];
      for (const item of items) stream.write(item);
      stream.end();
      return streamToPromise(stream);
    });
    return reply.header('cache-control', 'no-cache').type('application/xml; charset=utf-8').send(body);
  });

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
