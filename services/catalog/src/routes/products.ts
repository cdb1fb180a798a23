import type { FastifyInstance } from 'fastify';
import {
  CATALOG_IMPORT_BODY_LIMIT_BYTES,
  INTERNAL_HEADERS,
  catalogRoutes,
  localizeProduct,
} from '@hiti/contracts';
import { ReadyJson, serveRoute } from '@hiti/service-kit';
import type { Connection } from 'mongoose';
import type { Categories } from '../catalog/categories';
import { importProducts } from '../catalog/product-import';
import type { Products } from '../catalog/products';

export interface ProductRoutesOptions {
  connection: Connection;
  products: Products;
  categories: Categories;
}

/** The product routes of `catalogRoutes`. */
export async function productRoutes(app: FastifyInstance, options: ProductRoutesOptions): Promise<void> {
  const { products } = options;

  serveRoute(app, catalogRoutes.listProducts, async ({ query, request }) => {
    const token = request.headers[INTERNAL_HEADERS.consistencyToken];
    const listed = await products.list(query, typeof token === 'string' ? token : undefined);
    return ReadyJson.array(listed.map((entry) => entry.toJson(query.lang)));
  });

  serveRoute(app, catalogRoutes.sitemapEntries, async ({ query }) =>
    products.sitemapEntries(query.page, query.pageSize),
  );

  serveRoute(app, catalogRoutes.getProduct, async ({ params, query }) => {
    const product = await products.get(params.id);
    return query.lang ? localizeProduct(product, query.lang) : product;
  });

  serveRoute(app, catalogRoutes.createProduct, async ({ body }) => products.create(body));

  serveRoute(app, catalogRoutes.updateProduct, async ({ params, body }) => products.update(params.id, body));

  serveRoute(app, catalogRoutes.deleteProduct, async ({ params }) => products.delete(params.id));

  serveRoute(
    app,
    catalogRoutes.importProducts,
    async ({ body, request }) => importProducts(body, { ...options, logger: request.log }),
    { bodyLimit: CATALOG_IMPORT_BODY_LIMIT_BYTES },
  );
}
