import type { FastifyInstance } from 'fastify';
import {
  adminUserCreateSchema,
  adminUserIdParamsSchema,
  adminUserListSchema,
  adminUserSchema,
  adminUserUpdateSchema,
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
    const { data } = await app.services.identity.call<unknown>('/internal/users', {
      caller: request.admin,
      requestId: request.id,
    });
    return reply.header('cache-control', 'no-store').send(adminUserListSchema.parse(data));
  });

  app.post('/admin-users', superAdmins, async (request, reply) => {
    const body = parseInput(adminUserCreateSchema, request.body);
    const { data } = await app.services.identity.call<unknown>('/internal/users', {
      method: 'POST',
      body,
      caller: request.admin,
      requestId: request.id,
    });
    return reply.status(201).send(adminUserSchema.parse(data));
  });

  app.put('/admin-users/:id', superAdmins, async (request) => {
    const { id } = parseInput(adminUserIdParamsSchema, request.params);
    const body = parseInput(adminUserUpdateSchema, request.body);
    const { data } = await app.services.identity.call<unknown>(`/internal/users/${id}`, {
      method: 'PUT',
      body,
      caller: request.admin,
      requestId: request.id,
    });
    return adminUserSchema.parse(data);
  });

  app.delete('/admin-users/:id', superAdmins, async (request, reply) => {
    const { id } = parseInput(adminUserIdParamsSchema, request.params);
    await app.services.identity.call(`/internal/users/${id}`, {
      method: 'DELETE',
      caller: request.admin,
      requestId: request.id,
    });
    return reply.status(204).send();
  });
}
