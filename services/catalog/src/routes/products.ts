import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CATALOG_IMPORT_BODY_LIMIT_BYTES,
  INTERNAL_HEADERS,
  catalogRoutes,
  localizeProduct,
} from '@hiti/contracts';
import { ReadyJson, serveRoute } from '@hiti/service-kit';
import type { ImportJobs, ProductImports } from '../services/product-imports.service';
import type { ProductBulk } from '../services/product-bulk.service';
import type { Products } from '../services/products.service';

export interface ProductRoutesOptions {
  products: Products;
  imports: ProductImports;
  importJobs: ImportJobs;
  bulk: ProductBulk;
}

/** The product routes of `catalogRoutes`. */
export async function productRoutes(app: FastifyInstance, options: ProductRoutesOptions): Promise<void> {
  const { products, imports } = options;

  const tokenOf = (request: FastifyRequest) => {
    const token = request.headers[INTERNAL_HEADERS.consistencyToken];
    return typeof token === 'string' ? token : undefined;
  };

  serveRoute(app, catalogRoutes.listProducts, async ({ query, request }) => {
    const listed = await products.list(query, tokenOf(request));
    return ReadyJson.array(listed.items.map((entry) => entry.toJson(query.lang)));
  });

  serveRoute(app, catalogRoutes.listProductPage, async ({ query, request }) => {
    const { page, pageSize, ...filters } = query;
    const listed = await products.list(filters, tokenOf(request), { page, pageSize });
    const items = listed.items.map((entry) => entry.toJson(query.lang));
    return ReadyJson.page(items, { total: listed.total, page, pageSize });
  });

  serveRoute(app, catalogRoutes.listProductFacets, async ({ query, request }) =>
    products.facets(query, tokenOf(request)),
  );

  serveRoute(app, catalogRoutes.sitemapEntries, async ({ query }) =>
    products.sitemapEntries(query.page, query.pageSize),
  );

  serveRoute(app, catalogRoutes.getProduct, async ({ params, query }) => {
    const product = await products.get(params.id);
    return query.lang ? localizeProduct(product, query.lang) : product;
  });

  serveRoute(app, catalogRoutes.createProduct, async ({ body }) => products.create(body));

  serveRoute(app, catalogRoutes.updateProduct, async ({ params, body }) => products.update(params.id, body));

  serveRoute(app, catalogRoutes.previewProductBulk, async ({ body }) => options.bulk.preview(body));

  serveRoute(app, catalogRoutes.applyProductBulk, async ({ body }) => options.bulk.apply(body));

  serveRoute(app, catalogRoutes.deleteProduct, async ({ params }) => products.delete(params.id));

  const bigBody = { bodyLimit: CATALOG_IMPORT_BODY_LIMIT_BYTES };
  serveRoute(app, catalogRoutes.checkImport, async ({ body }) => imports.check(body.rows), bigBody);

  serveRoute(
    app,
    catalogRoutes.startImport,
    async ({ body, caller }) => imports.start(body.rows, caller, options.importJobs),
    bigBody,
  );

  serveRoute(app, catalogRoutes.getImport, async ({ params }) => imports.get(params.id));

  serveRoute(app, catalogRoutes.cancelImport, async ({ params }) => imports.cancel(params.id));
}
