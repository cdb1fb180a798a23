import { Schema, type Types, type Connection, type Model } from 'mongoose';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  ROLES,
  type AuditEntry,
  type AuditSummary,
  type Caller,
} from '@hiti/contracts';

export interface AuditEntryDocument {
  _id: Types.ObjectId;
  at: Date;
  actor: Caller;
  action: AuditEntry['action'];
  entity: AuditEntry['entity'];
  entityId: string;
  summary: string;
  /** Absent in entries recorded before summaries were kept as kind and values. */
  summarized?: AuditSummary | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const auditEntrySchema = new Schema<AuditEntryDocument>(
  {
    at: { type: Date, required: true },
    actor: {
      _id: false,
      id: { type: Number, required: true },
      username: { type: String, required: true },
      role: { type: String, enum: ROLES, required: true },
    },
    action: { type: String, enum: AUDIT_ACTIONS, required: true },
    entity: { type: String, enum: AUDIT_ENTITIES, required: true },
    entityId: { type: String, required: true },
    summary: { type: String, required: true },
    summarized: { type: Schema.Types.Mixed, default: null },
    before: { type: Schema.Types.Mixed, default: null },
    after: { type: Schema.Types.Mixed, default: null },
  },
  { versionKey: false, minimize: false },
);
auditEntrySchema.index({ at: -1, _id: -1 });
auditEntrySchema.index({ entity: 1, at: -1, _id: -1 });

export type AuditEntryModel = Model<AuditEntryDocument>;

export function auditEntryModel(connection: Connection): AuditEntryModel {
  return (
    (connection.models.AuditEntry as AuditEntryModel | undefined) ??
    connection.model<AuditEntryDocument>('AuditEntry', auditEntrySchema, 'audit_log')
  );
}

export function toAuditEntry(entry: AuditEntryDocument): AuditEntry {
  return {
    id: entry._id.toHexString(),
    at: entry.at.toISOString(),
    actor: { id: entry.actor.id, username: entry.actor.username, role: entry.actor.role },
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    summary: entry.summary,
    summarized: entry.summarized ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  };
}
