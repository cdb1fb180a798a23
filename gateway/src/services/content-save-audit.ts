import { auditSummary, type SiteContentSaveResult } from '@hiti/contracts';
import type { AuditRecord } from '../plugins/audit';

/** The audit's limits: its entity id, and one value of its summary. */
const ENTITY_ID_MAX = 200;
const SUMMARY_VALUE_MAX = 500;

/** As many whole keys, joined, as fit in `max` characters. */
function wholeKeysWithin(keys: readonly string[], separator: string, max: number): string {
  const fitting = keys.filter((_, index) => keys.slice(0, index + 1).join(separator).length <= max);
  return fitting.join(separator);
}

/**
 * The one audit entry of an editor's save: the keys it changed, each item as it was (null when created)
 * and as it is now. A save that changed nothing leaves no entry.
 */
export function contentSaveAuditRecord(result: SiteContentSaveResult): AuditRecord | null {
  if (result.changed.length === 0) return null;
  const keys = result.changed.map((change) => change.after.key);
  return {
    action: 'update',
    entity: 'site_content',
    entityId: wholeKeysWithin(keys, ',', ENTITY_ID_MAX),
    summary: auditSummary('siteContentSaved', {
      count: keys.length,
      keys: wholeKeysWithin(keys, ', ', SUMMARY_VALUE_MAX),
    }),
    before: { items: result.changed.map((change) => change.before) },
    after: { items: result.changed.map((change) => change.after) },
  };
}
