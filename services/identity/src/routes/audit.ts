import type { FastifyInstance } from 'fastify';
import { identityRoutes } from '@hiti/contracts';
import { serveRoute } from '@hiti/service-kit';
import type { AuditLog } from '../services/audit-log.service';

export async function auditRoutes(app: FastifyInstance, options: { auditLog: AuditLog }): Promise<void> {
  serveRoute(app, identityRoutes.recordAudit, async ({ body, caller }) =>
    options.auditLog.record(caller, body),
  );

  serveRoute(app, identityRoutes.listAudit, async ({ query }) => options.auditLog.page(query));
}
