import type { FastifyInstance } from 'fastify';
import {
  adminUserCreateSchema,
  adminUserIdParamsSchema,
  adminUserUpdateSchema,
  identityRoutes,
  SUPER_ADMIN_ROLES,
} from '@hiti/contracts';
import { parseInput } from '@hiti/service-kit';

/**
 * Admin users, for super admins only. Identity enforces the rules (first administrator, last super admin,
 * blank password kept), ends the sessions a change invalidates and records every write in the audit log.
 */
export async function adminUserRoutes(app: FastifyInstance): Promise<void> {
  const superAdmins = { config: { roles: SUPER_ADMIN_ROLES } };

  app.get('/admin-users', superAdmins, async (request, reply) => {
    const users = await app.services.identity.request(identityRoutes.listUsers, {
      caller: request.admin,
      requestId: request.id,
    });
    return reply.header('cache-control', 'no-store').send(users);
  });

  app.post('/admin-users', superAdmins, async (request, reply) => {
    const body = parseInput(adminUserCreateSchema, request.body);
    const created = await app.services.identity.request(identityRoutes.createUser, {
      body,
      caller: request.admin,
      requestId: request.id,
    });
    return reply.status(201).send(created);
  });

  app.put('/admin-users/:id', superAdmins, async (request) => {
    const params = parseInput(adminUserIdParamsSchema, request.params);
    const body = parseInput(adminUserUpdateSchema, request.body);
    return app.services.identity.request(identityRoutes.updateUser, {
      params,
      body,
      caller: request.admin,
      requestId: request.id,
    });
  });

  app.delete('/admin-users/:id', superAdmins, async (request, reply) => {
    const params = parseInput(adminUserIdParamsSchema, request.params);
    await app.services.identity.request(identityRoutes.deleteUser, {
      params,
      caller: request.admin,
      requestId: request.id,
    });
    return reply.status(204).send();
  });
}
