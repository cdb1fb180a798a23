import type { FastifyInstance } from 'fastify';
import { identityRoutes, publicApi } from '@hiti/contracts';
import { serveApiRoute } from '../api-route';

/**
 * Admin users, for super admins only. Identity enforces the rules (first administrator, last super admin,
 * blank password kept), ends the sessions a change invalidates and records every write in the audit log.
 */
export async function adminUserRoutes(app: FastifyInstance): Promise<void> {
  const identity = app.services.identity;

  serveApiRoute(app, publicApi.listAdminUsers, async ({ request }) =>
    identity.request(identityRoutes.listUsers, { caller: request.admin, requestId: request.id }),
  );

  serveApiRoute(app, publicApi.createAdminUser, async ({ body, request }) =>
    identity.request(identityRoutes.createUser, { body, caller: request.admin, requestId: request.id }),
  );

  serveApiRoute(app, publicApi.updateAdminUser, async ({ params, body, request }) =>
    identity.request(identityRoutes.updateUser, {
      params,
      body,
      caller: request.admin,
      requestId: request.id,
    }),
  );

  serveApiRoute(app, publicApi.deleteAdminUser, async ({ params, request }) => {
    await identity.request(identityRoutes.deleteUser, {
      params,
      caller: request.admin,
      requestId: request.id,
    });
  });
}
