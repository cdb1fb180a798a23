import type { FastifyInstance } from 'fastify';
import {
  catalogImportBodySchema,
  localizeProduct,
  productReadQuerySchema,
  productCreateSchema,
  productIdParamsSchema,
  productListQuerySchema,
  productUpdateSchema,
} from '@hiti/contracts';
import { parseInput } from '@hiti/service-kit';
import type { Connection } from 'mongoose';
import type { Categories } from '../catalog/categories';
import { importProducts } from '../catalog/product-import';
import type { Products } from '../catalog/products';

/** Room for the largest import the gateway accepts (PRODUCT_IMPORT_MAX_ROWS rows) as JSON. */
const IMPORT_BODY_LIMIT_BYTES = 32 * 1024 * 1024;

export interface ProductRoutesOptions {
  connection: Connection;
  products: Products;
  categories: Categories;
}

/** Internal product routes; the gateway has already checked the caller's role. */
export async function productRoutes(app: FastifyInstance, options: ProductRoutesOptions): Promise<void> {
  const { products } = options;

  app.get('/products', async (request) => {
    const query = parseInput(productListQuerySchema, request.query);
    const list = await products.list(query);
    const { lang } = query;
    return lang ? list.map((product) => localizeProduct(product, lang)) : list;
  });

  app.get('/products/:id', async (request) => {
    const { id } = parseInput(productIdParamsSchema, request.params);
    const { lang } = parseInput(productReadQuerySchema, request.query);
    const product = await products.get(id);
    return lang ? localizeProduct(product, lang) : product;
  });

  app.post('/products', async (request, reply) => {
    const input = parseInput(productCreateSchema, request.body);
    return reply.status(201).send(await products.create(input));
  });

  app.patch('/products/:id', async (request) => {
    const { id } = parseInput(productIdParamsSchema, request.params);
    return products.update(id, parseInput(productUpdateSchema, request.body));
  });

  /** Answers the product as it was, for the caller's records. */
  app.delete('/products/:id', async (request) => {
    const { id } = parseInput(productIdParamsSchema, request.params);
    return products.delete(id);
  });

  app.post('/products/import', { bodyLimit: IMPORT_BODY_LIMIT_BYTES }, async (request) =>
    importProducts(parseInput(catalogImportBodySchema, request.body), { ...options, logger: request.log }),
  );
}
