import type { FastifyInstance } from 'fastify';
import { INTERNAL_HEADERS, verifyCredentialsBodySchema } from '@hiti/contracts';
import { parseInput } from '@hiti/service-kit';
import type { UserDirectory } from '../users/directory';

export async function credentialRoutes(
  app: FastifyInstance,
  options: { directory: UserDirectory },
): Promise<void> {
  app.post('/internal/verify-credentials', async (request) => {
    const body = parseInput(verifyCredentialsBodySchema, request.body);
    const clientAddress = request.headers[INTERNAL_HEADERS.clientAddress];
    return options.directory.verify(
      body.username,
      body.password,
      typeof clientAddress === 'string' && clientAddress ? clientAddress : 'unknown',
    );
  });
}
