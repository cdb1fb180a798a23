import type { FastifyInstance } from 'fastify';
import {
  catalogRoutes,
  auditSummary,
  productReadQuerySchema,
  productCreateSchema,
  productIdParamsSchema,
  productListQuerySchema,
  productUpdateSchema,
  STAFF_ROLES,
} from '@hiti/contracts';
import { parseInput } from '@hiti/service-kit';
import { PublicReads, productListParams, publicListParams } from '../domain/public-reads';
import { auditCreate, auditDelete, auditUpdate, staffWrite } from '../domain/staff-write';

/** Products: public reads (cached), writes for product managers and super admins. */
export async function productRoutes(app: FastifyInstance): Promise<void> {
  const staff = { config: { roles: STAFF_ROLES } };
  const catalog = app.services.catalog;

  const reads = new PublicReads(app);
  const publicJson = { 'cache-control': 'no-cache', 'content-type': 'application/json' };

  app.get('/products', { config: { roles: 'public' } }, async (request, reply) => {
    const params = publicListParams(productListParams(parseInput(productListQuerySchema, request.query)));
    // The catalog answers with the contract's list shape; its bytes are cached and sent as they are.
    const answer = await reads.productListAnswer(params, request.id);
    return app.readyAnswers.send(request, reply, answer, publicJson);
  });

  app.get('/products/:id', { config: { roles: 'public' } }, async (request, reply) => {
    const { id } = parseInput(productIdParamsSchema, request.params);
    const { lang } = parseInput(productReadQuerySchema, request.query);
    const answer = await reads.productAnswer(id, lang, request.id);
    return app.readyAnswers.send(request, reply, answer, publicJson);
  });

  app.post('/products', staff, async (request, reply) => {
    const body = parseInput(productCreateSchema, request.body);
    const product = await staffWrite(app, request, {
      service: catalog,
      route: catalogRoutes.createProduct,
      input: { body },
      invalidates: ['products'],
      audit: auditCreate('product', (created) => auditSummary('productCreated', { name: created.name })),
    });
    return reply.status(201).send(product);
  });

  app.patch('/products/:id', staff, async (request) => {
    const params = parseInput(productIdParamsSchema, request.params);
    const body = parseInput(productUpdateSchema, request.body);
    return staffWrite(app, request, {
      service: catalog,
      route: catalogRoutes.updateProduct,
      input: { params, body },
      before: catalogRoutes.getProduct,
      invalidates: ['products'],
      audit: auditUpdate('product', (product) => auditSummary('productUpdated', { name: product.name })),
    });
  });

  app.delete('/products/:id', staff, async (request, reply) => {
    const params = parseInput(productIdParamsSchema, request.params);
    await staffWrite(app, request, {
      service: catalog,
      route: catalogRoutes.deleteProduct,
      input: { params },
      invalidates: ['products'],
      audit: auditDelete('product', (removed) => auditSummary('productDeleted', { name: removed.name })),
    });
    return reply.status(204).send();
  });
}
