import type { FastifyInstance } from 'fastify';
import { auditSummary, catalogRoutes, publicApi } from '@hiti/contracts';
import { serveApiRoute } from '../api-route';
import { assertDisplayStoresExist } from '../services/display-stores';
import {
  PublicReads,
  productFacetsParams,
  productListParams,
  publicListParams,
} from '../services/public-reads';
import { auditCreate, auditDelete, auditUpdate, staffWrite } from '../services/staff-write';
import { bulkAuditRecord } from '../services/bulk-audit';

/** Products: public reads (cached), writes for product managers and super admins. */
export async function productRoutes(app: FastifyInstance): Promise<void> {
  const catalog = app.services.catalog;

  const reads = new PublicReads(app);
  const publicJson = { 'cache-control': publicApi.listProducts.cache, 'content-type': 'application/json' };

  serveApiRoute(app, publicApi.listProducts, async ({ query, request, reply }) => {
    // The catalog answers with the contract's list shape; its bytes are cached and sent as they are.
    const answer = await reads.productListAnswer(publicListParams(productListParams(query)), request.id);
    return app.readyAnswers.send(request, reply, answer, publicJson);
  });

  serveApiRoute(app, publicApi.listProductFacets, async ({ query, request, reply }) => {
    const answer = await reads.productFacetsAnswer(productFacetsParams(query), request.id);
    return app.readyAnswers.send(request, reply, answer, publicJson);
  });

  serveApiRoute(app, publicApi.getProduct, async ({ params, query, request, reply }) => {
    const answer = await reads.productAnswer(params.id, query.lang, request.id);
    return app.readyAnswers.send(request, reply, answer, publicJson);
  });

  serveApiRoute(app, publicApi.createProduct, async ({ body, request }) => {
    await assertDisplayStoresExist(reads, body.displayStoreIds, request.id);
    return staffWrite(app, request, {
      service: catalog,
      route: catalogRoutes.createProduct,
      input: { body },
      invalidates: ['products'],
      audit: auditCreate('product', (created) => auditSummary('productCreated', { name: created.name })),
    });
  });

  serveApiRoute(app, publicApi.updateProduct, async ({ params, body, request }) => {
    await assertDisplayStoresExist(reads, body.displayStoreIds, request.id);
    return staffWrite(app, request, {
      service: catalog,
      route: catalogRoutes.updateProduct,
      input: { params, body },
      before: catalogRoutes.getProduct,
      invalidates: ['products'],
      audit: auditUpdate('product', (product) => auditSummary('productUpdated', { name: product.name })),
    });
  });

  serveApiRoute(app, publicApi.previewProductBulk, async ({ body, request }) =>
    catalog.request(catalogRoutes.previewProductBulk, { body, caller: request.admin, requestId: request.id }),
  );

  serveApiRoute(app, publicApi.applyProductBulk, async ({ body, request }) =>
    staffWrite(app, request, {
      service: catalog,
      route: catalogRoutes.applyProductBulk,
      input: { body },
      invalidates: ['products'],
      audit: (result) => bulkAuditRecord(body, result),
    }),
  );

  serveApiRoute(app, publicApi.deleteProduct, async ({ params, request }) => {
    await staffWrite(app, request, {
      service: catalog,
      route: catalogRoutes.deleteProduct,
      input: { params },
      invalidates: ['products'],
      audit: auditDelete('product', (removed) => auditSummary('productDeleted', { name: removed.name })),
    });
  });
}
