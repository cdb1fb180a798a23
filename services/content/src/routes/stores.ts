import type { FastifyInstance } from 'fastify';
import { contentRoutes } from '@hiti/contracts';
import { serveRoute } from '@hiti/service-kit';
import type { StoreRegistry } from '../services/stores.service';

/** The store routes of `contentRoutes`. */
export async function storeRoutes(app: FastifyInstance, options: { stores: StoreRegistry }): Promise<void> {
  const { stores } = options;
  serveRoute(app, contentRoutes.listStores, async () => stores.list());
  serveRoute(app, contentRoutes.getStore, async ({ params }) => stores.get(params.id));
  serveRoute(app, contentRoutes.createStore, async ({ body }) => stores.create(body));
  serveRoute(app, contentRoutes.updateStore, async ({ params, body }) => stores.update(params.id, body));
  serveRoute(app, contentRoutes.deleteStore, async ({ params }) => stores.remove(params.id));
}
