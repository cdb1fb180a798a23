import type { FastifyInstance } from 'fastify';
import { identityRoutes } from '@hiti/contracts';
import { serveRoute } from '@hiti/service-kit';
import type { UserDirectory } from '../users/directory';

/** What the gateway checks every session against, and logout (which ends all of the user's sessions). */
export async function sessionRoutes(
  app: FastifyInstance,
  options: { directory: UserDirectory },
): Promise<void> {
  serveRoute(app, identityRoutes.getSession, async ({ params }) => options.directory.sessionState(params.id));

  serveRoute(app, identityRoutes.endSessions, async ({ params }) => {
    await options.directory.endSessions(params.id);
  });
}
