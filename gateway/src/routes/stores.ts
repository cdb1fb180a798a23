import type { FastifyInstance } from 'fastify';
import { auditSummary, contentRoutes, publicApi } from '@hiti/contracts';
import { serveApiRoute } from '../api-route';
import { PublicReads } from '../services/public-reads';
import { auditCreate, auditDelete, auditUpdate, staffWrite } from '../services/staff-write';

/** The showrooms: the public read (cached) and super admins' writes, each audited. */
export async function storeRoutes(app: FastifyInstance): Promise<void> {
  const reads = new PublicReads(app);
  const content = app.services.content;

  serveApiRoute(app, publicApi.listStores, async ({ request, reply }) => {
    const body = await reads.stores(request.id);
    return reply.header('cache-control', publicApi.listStores.cache).type('application/json').send(body);
  });

  serveApiRoute(app, publicApi.createStore, async ({ body, request }) =>
    staffWrite(app, request, {
      service: content,
      route: contentRoutes.createStore,
      input: { body },
      invalidates: ['stores'],
      audit: auditCreate('store', (created) => auditSummary('storeCreated', { name: created.name })),
    }),
  );

  serveApiRoute(app, publicApi.updateStore, async ({ params, body, request }) =>
    staffWrite(app, request, {
      service: content,
      route: contentRoutes.updateStore,
      input: { params, body },
      before: contentRoutes.getStore,
      invalidates: ['stores'],
      audit: auditUpdate('store', (store) => auditSummary('storeUpdated', { name: store.name })),
    }),
  );

  serveApiRoute(app, publicApi.deleteStore, async ({ params, request }) => {
    await staffWrite(app, request, {
      service: content,
      route: contentRoutes.deleteStore,
      input: { params },
      invalidates: ['stores'],
      audit: auditDelete('store', (removed) => auditSummary('storeDeleted', { name: removed.name })),
    });
  });
}
