import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditRecordBodySchema, identityRoutes, type AuditRecordBody } from '@hiti/contracts';

export interface AuditRecord extends Pick<AuditRecordBody, 'action' | 'entity' | 'summary'> {
  entityId: string | number;
  before?: object | null;
  after?: object | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Records an admin write (who, what, when, before/after) in the audit log kept by identity. */
    audit(request: FastifyRequest, record: AuditRecord): Promise<void>;
  }
}

async function auditPlugin(app: FastifyInstance): Promise<void> {
  app.decorate('audit', async (request: FastifyRequest, record: AuditRecord) => {
    try {
      const body: AuditRecordBody = auditRecordBodySchema.parse({
        action: record.action,
        entity: record.entity,
        entityId: String(record.entityId),
        summary: record.summary,
        before: record.before ?? null,
        after: record.after ?? null,
      });
      await app.services.identity.request(identityRoutes.recordAudit, {
        caller: request.admin,
        requestId: request.id,
        body,
      });
    } catch (error) {
      // The write itself succeeded; a lost audit line is logged loudly rather than failing the admin.
      request.log.error({ err: error, record }, 'audit record could not be stored');
    }
  });
}

export const audit = fp(auditPlugin, { name: 'gateway-audit', dependencies: ['gateway-services'] });
