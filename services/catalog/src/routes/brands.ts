import type { FastifyInstance } from 'fastify';
import { catalogRoutes } from '@hiti/contracts';
import { serveRoute } from '@hiti/service-kit';
import type { Brands } from '../services/brands.service';

/** The brand routes of `catalogRoutes`. */
export async function brandRoutes(app: FastifyInstance, options: { brands: Brands }): Promise<void> {
  const { brands } = options;
  serveRoute(app, catalogRoutes.listBrands, async () => brands.list());
  serveRoute(app, catalogRoutes.getBrand, async ({ params }) => brands.get(params.id));
  serveRoute(app, catalogRoutes.createBrand, async ({ body }) => brands.create(body));
  serveRoute(app, catalogRoutes.updateBrand, async ({ params, body }) => brands.update(params.id, body));
  serveRoute(app, catalogRoutes.deleteBrand, async ({ params }) => brands.delete(params.id));
}
