import type { FastifyInstance } from 'fastify';
import { adminUserCreateSchema, adminUserUpdateSchema, idParamsSchema } from '@hiti/contracts';
import { parseInput } from '@hiti/service-kit';
import type { AuditLog } from '../audit-log';
import { userUpdateSummary } from '../domain/user-audit';
import type { UserDirectory } from '../users/directory';
import type { UserWrites } from '../users/writes';
import { requireCaller } from './caller';

interface UserRoutesOptions {
  directory: UserDirectory;
  writes: UserWrites;
  auditLog: AuditLog;
}

/** Admin users; every write is recorded in the audit log under the calling admin (without secrets). */
export async function userRoutes(app: FastifyInstance, options: UserRoutesOptions): Promise<void> {
  const { directory, writes, auditLog } = options;

  app.get('/internal/users', async () => directory.list());

  app.post('/internal/users', async (request, reply) => {
    const actor = requireCaller(request);
    const input = parseInput(adminUserCreateSchema, request.body);
    const created = await writes.create(input);
    await auditLog.record(actor, {
      action: 'create',
      entity: 'admin_user',
      entityId: String(created.id),
      summary: `Created admin user ${created.username} (${created.role})`,
      before: null,
      after: created,
    });
    return reply.status(201).send(created);
  });

  app.put('/internal/users/:id', async (request) => {
    const actor = requireCaller(request);
    const { id } = parseInput(idParamsSchema, request.params);
    const input = parseInput(adminUserUpdateSchema, request.body);
    const change = await writes.update(id, input);
    await auditLog.record(actor, {
      action: 'update',
      entity: 'admin_user',
      entityId: String(id),
      summary: userUpdateSummary(change),
      before: change.before,
      after: change.after,
    });
    return change.after;
  });

  app.delete('/internal/users/:id', async (request, reply) => {
    const actor = requireCaller(request);
    const { id } = parseInput(idParamsSchema, request.params);
    const removed = await writes.remove(id);
    await auditLog.record(actor, {
      action: 'delete',
      entity: 'admin_user',
      entityId: String(id),
      summary: `Deleted admin user ${removed.username} (${removed.role})`,
      before: removed,
      after: null,
    });
    return reply.status(204).send();
  });
}
