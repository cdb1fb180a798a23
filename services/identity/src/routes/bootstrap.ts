import type { FastifyInstance } from 'fastify';
import { identityRoutes, type BootstrapStatus } from '@hiti/contracts';
import { serveRoute } from '@hiti/service-kit';

/** Tells the launcher whether this start seeded the first super admin (so its password is worth printing). */
export async function bootstrapRoutes(
  app: FastifyInstance,
  options: { status: BootstrapStatus },
): Promise<void> {
  serveRoute(app, identityRoutes.bootstrap, async () => options.status);
}
