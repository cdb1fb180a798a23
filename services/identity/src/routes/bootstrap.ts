import type { FastifyInstance } from 'fastify';
import type { BootstrapStatus } from '@hiti/contracts';

/** Tells the launcher whether this start seeded the first super admin (so its password is worth printing). */
export async function bootstrapRoutes(
  app: FastifyInstance,
  options: { status: BootstrapStatus },
): Promise<void> {
  app.get('/internal/bootstrap', async () => options.status);
}
