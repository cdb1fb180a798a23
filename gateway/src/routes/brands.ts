import type { FastifyInstance } from 'fastify';
import { auditSummary, catalogRoutes, publicApi } from '@hiti/contracts';
import { serveApiRoute } from '../api-route';
import { PublicReads } from '../services/public-reads';
import { auditCreate, auditDelete, auditUpdate, staffWrite } from '../services/staff-write';

/** Brands: the public list (cached), writes for product managers and super admins, each audited. */
export async function brandRoutes(app: FastifyInstance): Promise<void> {
  const catalog = app.services.catalog;
  const reads = new PublicReads(app);

  serveApiRoute(app, publicApi.listBrands, async ({ request, reply }) => {
    const body = await reads.brands(request.id);
    return reply.header('cache-control', publicApi.listBrands.cache).type('application/json').send(body);
  });

  serveApiRoute(app, publicApi.createBrand, async ({ body, request }) =>
    staffWrite(app, request, {
      service: catalog,
      route: catalogRoutes.createBrand,
      input: { body },
      invalidates: ['brands'],
      audit: auditCreate('brand', (created) => auditSummary('brandCreated', { name: created.name })),
    }),
  );

  serveApiRoute(app, publicApi.updateBrand, async ({ params, body, request }) =>
    staffWrite(app, request, {
      service: catalog,
      route: catalogRoutes.updateBrand,
      input: { params, body },
      before: catalogRoutes.getBrand,
      // products answer their brand's name: a rename makes product reads stale
      invalidates: (brand, before) => (brand.name === before.name ? ['brands'] : ['brands', 'products']),
      audit: auditUpdate('brand', (brand, before) =>
        brand.name === before.name
          ? auditSummary('brandUpdated', { name: brand.name })
          : auditSummary('brandRenamed', { from: before.name, to: brand.name }),
      ),
    }),
  );

  serveApiRoute(app, publicApi.deleteBrand, async ({ params, request }) => {
    await staffWrite(app, request, {
      service: catalog,
      route: catalogRoutes.deleteBrand,
      input: { params },
      invalidates: ['brands'],
      audit: auditDelete('brand', (removed) => auditSummary('brandDeleted', { name: removed.name })),
    });
  });
}
