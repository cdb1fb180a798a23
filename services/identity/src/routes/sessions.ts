import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '@hiti/contracts';
import { parseInput } from '@hiti/service-kit';
import type { UserDirectory } from '../users/directory';

/** What the gateway checks every session against, and logout (which ends all of the user's sessions). */
export async function sessionRoutes(
  app: FastifyInstance,
  options: { directory: UserDirectory },
): Promise<void> {
  app.get('/internal/users/:id/session', async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    return options.directory.sessionState(id);
  });

  app.post('/internal/users/:id/logout', async (request, reply) => {
    const { id } = parseInput(idParamsSchema, request.params);
    await options.directory.endSessions(id);
    return reply.status(204).send();
  });
}
