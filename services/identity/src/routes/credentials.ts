import type { FastifyInstance } from 'fastify';
import { INTERNAL_HEADERS, identityRoutes } from '@hiti/contracts';
import { serveRoute } from '@hiti/service-kit';
import type { UserDirectory } from '../services/user-directory.service';

export async function credentialRoutes(
  app: FastifyInstance,
  options: { directory: UserDirectory },
): Promise<void> {
  serveRoute(app, identityRoutes.verifyCredentials, async ({ body, request }) => {
    const clientAddress = request.headers[INTERNAL_HEADERS.clientAddress];
    return options.directory.verify(
      body.username,
      body.password,
      typeof clientAddress === 'string' && clientAddress ? clientAddress : 'unknown',
      body.remembered,
    );
  });
}
