import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  catalogRoutes,
  inLanguage,
  productReadQuerySchema,
  productCreateSchema,
  productIdParamsSchema,
  productListQuerySchema,
  productUpdateSchema,
  STAFF_ROLES,
} from '@hiti/contracts';
import { parseInput } from '@hiti/service-kit';
import { PublicReads, productListParams } from '../domain/public-reads';

/** Products: public reads (cached), writes for product managers and super admins. */
export async function productRoutes(app: FastifyInstance): Promise<void> {
  const staff = { config: { roles: STAFF_ROLES } };
  const catalog = app.services.catalog;
  const options = (request: FastifyRequest) => ({ caller: request.admin, requestId: request.id });

  const reads = new PublicReads(app);

  app.get('/products', { config: { roles: 'public' } }, async (request, reply) => {
    const params = productListParams(parseInput(productListQuerySchema, request.query));
    // The catalog answers with the contract's list shape; its bytes are cached and sent as they are.
    const body = await reads.productList(params, request.id);
    return reply.header('cache-control', 'no-cache').type('application/json').send(body);
  });

  app.get('/products/:id', { config: { roles: 'public' } }, async (request, reply) => {
    const { id } = parseInput(productIdParamsSchema, request.params);
    const { lang } = parseInput(productReadQuerySchema, request.query);
    const body = await reads.product(id, lang, request.id);
    return reply.header('cache-control', 'no-cache').type('application/json').send(body);
  });

  app.post('/products', staff, async (request, reply) => {
    const body = parseInput(productCreateSchema, request.body);
    const product = await catalog.request(catalogRoutes.createProduct, { ...options(request), body });
    await app.cache.invalidate('products');
    await app.audit(request, {
      action: 'create',
      entity: 'product',
      entityId: product.id,
      summary: `Created the product "${inLanguage(product.name, 'mk')}"`,
      before: null,
      after: product,
    });
    return reply.status(201).send(product);
  });

  app.patch('/products/:id', staff, async (request) => {
    const { id } = parseInput(productIdParamsSchema, request.params);
    const body = parseInput(productUpdateSchema, request.body);
    const before = await catalog.request(catalogRoutes.getProduct, { ...options(request), params: { id } });
    const product = await catalog.request(catalogRoutes.updateProduct, {
      ...options(request),
      params: { id },
      body,
    });
    await app.cache.invalidate('products');
    await app.audit(request, {
      action: 'update',
      entity: 'product',
      entityId: product.id,
      summary: `Updated the product "${inLanguage(product.name, 'mk')}"`,
      before,
      after: product,
    });
    return product;
  });

  app.delete('/products/:id', staff, async (request, reply) => {
    const { id } = parseInput(productIdParamsSchema, request.params);
    const before = await catalog.request(catalogRoutes.deleteProduct, {
      ...options(request),
      params: { id },
    });
    await app.cache.invalidate('products');
    await app.audit(request, {
      action: 'delete',
      entity: 'product',
      entityId: before.id,
      summary: `Deleted the product "${inLanguage(before.name, 'mk')}"`,
      before,
      after: null,
    });
    return reply.status(204).send();
  });
}
