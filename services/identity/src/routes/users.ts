import type { FastifyInstance } from 'fastify';
import { auditSummary, identityRoutes } from '@hiti/contracts';
import { serveRoute } from '@hiti/service-kit';
import type { AuditLog } from '../services/audit-log.service';
import { userUpdateSummary } from '../domain/user-audit';
import type { UserDirectory } from '../services/user-directory.service';
import type { UserWrites } from '../services/user-writes.service';

interface UserRoutesOptions {
  directory: UserDirectory;
  writes: UserWrites;
  auditLog: AuditLog;
}

/** Admin users; every write is recorded in the audit log under the calling admin (without secrets). */
export async function userRoutes(app: FastifyInstance, options: UserRoutesOptions): Promise<void> {
  const { directory, writes, auditLog } = options;

  serveRoute(app, identityRoutes.listUsers, async () => directory.list());

  serveRoute(app, identityRoutes.createUser, async ({ body, caller }) => {
    const created = await writes.create(body);
    await auditLog.record(caller, {
      action: 'create',
      entity: 'admin_user',
      entityId: String(created.id),
      summary: auditSummary('adminUserCreated', { username: created.username, role: { role: created.role } }),
      before: null,
      after: created,
    });
    return created;
  });

  serveRoute(app, identityRoutes.updateUser, async ({ params, body, caller }) => {
    const change = await writes.update(params.id, body, caller.id);
    await auditLog.record(caller, {
      action: 'update',
      entity: 'admin_user',
      entityId: String(params.id),
      summary: userUpdateSummary(change),
      before: change.before,
      after: change.after,
    });
    return change.after;
  });

  serveRoute(app, identityRoutes.deleteUser, async ({ params, caller }) => {
    const removed = await writes.remove(params.id);
    await auditLog.record(caller, {
      action: 'delete',
      entity: 'admin_user',
      entityId: String(params.id),
      summary: auditSummary('adminUserDeleted', { username: removed.username, role: { role: removed.role } }),
      before: removed,
      after: null,
    });
  });
}
