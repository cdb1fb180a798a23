import type { FastifyInstance } from 'fastify';
import { siteContentRoutes } from './site-content';

/** Every /api route module, registered under the /api prefix. */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(siteContentRoutes);
}
