import type { FastifyInstance } from 'fastify';
import { verifyCredentialsBodySchema } from '@hiti/contracts';
import { parseInput } from '@hiti/service-kit';
import type { UserDirectory } from '../users/directory';

export async function credentialRoutes(
  app: FastifyInstance,
  options: { directory: UserDirectory },
): Promise<void> {
  app.post('/internal/verify-credentials', async (request) => {
    const body = parseInput(verifyCredentialsBodySchema, request.body);
    return options.directory.verify(body.username, body.password);
  });
}
