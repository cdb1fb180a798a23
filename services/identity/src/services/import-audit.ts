import { auditSummary, type EventPayload } from '@hiti/contracts';
import type { EventHandlers } from '@hiti/service-kit';
import type { AuditLog } from './audit-log.service';

/**
 * The audit entry of a CSV import, written when the import completes (its rows became visible), with its
 * counts, in the name of whoever sent the file; one entry per import, however often its event arrives.
 */
export function importAuditHandlers(auditLog: AuditLog): EventHandlers {
  return {
    'products.imported': async (payload: EventPayload<'products.imported'>, { log }) => {
      const { importId, rows, created, updated, unchanged, actor } = payload;
      if (!actor) {
        log.warn({ importId }, 'an import completed without a known sender: no audit entry');
        return;
      }
      const counts = { rows, created, updated, unchanged };
      await auditLog.recordOnce(actor, {
        action: 'update',
        entity: 'product',
        entityId: `import:${importId}`,
        summary: auditSummary('productImportCompleted', { importId, ...counts }),
        before: null,
        after: { importId, ...counts },
      });
    },
  };
}
