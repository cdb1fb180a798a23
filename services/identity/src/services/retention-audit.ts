import { RETENTION_JOB_ACTOR, auditSummary, type EventPayload } from '@hiti/contracts';
import type { EventHandlers } from '@hiti/service-kit';
import type { AuditLog } from './audit-log.service';

/**
 * The audit entry of a pass of the enquiries' retention job: how many enquiries went and the cut-off, in the
 * job's name, never what they said or who sent them; one entry per pass, however often its event arrives.
 */
export function retentionAuditHandlers(auditLog: AuditLog): EventHandlers {
  return {
    'enquiries.expired': async ({ erased, closedBefore }: EventPayload<'enquiries.expired'>) => {
      await auditLog.recordOnce(RETENTION_JOB_ACTOR, {
        action: 'delete',
        entity: 'personal_data',
        entityId: `retention:${closedBefore}`,
        summary: auditSummary('enquiriesExpired', {
          enquiries: erased,
          closedBefore: closedBefore.slice(0, 10),
        }),
        before: null,
        after: { erased, closedBefore },
      });
    },
  };
}
