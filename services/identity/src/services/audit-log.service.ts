import { auditSummaryText } from '@hiti/contracts';
import type { AuditPage, AuditQuery, AuditRecordBody, Caller, AuditEntry } from '@hiti/contracts';
import { redactSnapshot } from '../domain/snapshot';
import { toAuditEntry, type AuditEntryDocument, type AuditEntryModel } from '../models/audit-entry';

function entryOf(actor: Caller, record: AuditRecordBody): Omit<AuditEntryDocument, '_id'> {
  return {
    at: new Date(),
    actor: { id: actor.id, username: actor.username, role: actor.role },
    action: record.action,
    entity: record.entity,
    entityId: record.entityId,
    summary: auditSummaryText(record.summary, 'en'),
    summarized: record.summary,
    before: redactSnapshot(record.before),
    after: redactSnapshot(record.after),
  };
}

/** The append-only log of admin writes: who, what, when, before and after. */
export class AuditLog {
  constructor(private readonly entries: AuditEntryModel) {}

  async record(actor: Caller, record: AuditRecordBody): Promise<AuditEntry> {
    const created = await this.entries.create(entryOf(actor, record));
    return toAuditEntry(created.toObject());
  }

  /**
   * Records a change that has one entry at most, named by its entity and id (an import): a second record
   * of it (its event delivered again) writes nothing.
   */
  async recordOnce(actor: Caller, record: AuditRecordBody): Promise<void> {
    await this.entries.updateOne(
      { entity: record.entity, entityId: record.entityId },
      { $setOnInsert: entryOf(actor, record) },
      { upsert: true },
    );
  }

  /** Newest first. */
  async page(query: AuditQuery): Promise<AuditPage> {
    const filter = query.entity ? { entity: query.entity } : {};
    const [total, entries] = await Promise.all([
      this.entries.countDocuments(filter),
      this.entries
        .find(filter)
        .sort({ at: -1, _id: -1 })
        .skip((query.page - 1) * query.pageSize)
        .limit(query.pageSize)
        .lean(),
    ]);
    return { items: entries.map(toAuditEntry), total, page: query.page, pageSize: query.pageSize };
  }
}
