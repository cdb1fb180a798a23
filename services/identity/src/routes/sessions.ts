import type { FastifyInstance } from 'fastify';
import { identityRoutes } from '@hiti/contracts';
import { AppError, serveRoute } from '@hiti/service-kit';
import type { UserDirectory } from '../services/user-directory.service';

/**
 * What the gateway checks every session against, and logout (which ends all of the user's sessions): a
 * product manager ends only their own sessions, a super admin anyone's.
 */
export async function sessionRoutes(
  app: FastifyInstance,
  options: { directory: UserDirectory },
): Promise<void> {
  serveRoute(app, identityRoutes.getSession, async ({ params }) => options.directory.sessionState(params.id));

  serveRoute(app, identityRoutes.endSessions, async ({ params, caller }) => {
    if (caller.id !== params.id && caller.role !== 'super_admin') throw new AppError('FORBIDDEN');
    await options.directory.endSessions(params.id);
  });
}
