import { z } from 'zod';
import { roleSchema } from './admin-user';
import { isoDateTimeSchema } from '../common/dates';
import { pagedSchema, pagingQueryFields } from '../common/paging';
import { cacheBusterFields } from '../common/query';
import { auditSummarySchema } from './audit-summary';

export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_ENTITIES = [
  'product',
  'category',
  'brand',
  'admin_user',
  'site_content',
  'store',
  'file',
  'mail',
  'enquiry',
  'personal_data',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/**
 * Who erased what the retention time let go: the scheduled job, not an admin (id 0, which no admin has). Its
 * role is the one whose policy it carries out (only super admins erase personal data).
 */
export const RETENTION_JOB_ACTOR = { id: 0, username: 'retention-job', role: 'super_admin' } as const;

/** One change made by an admin (or by the retention job, as `RETENTION_JOB_ACTOR`). */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: isoDateTimeSchema,
  actor: z.object({ id: z.number().int().nonnegative(), username: z.string(), role: roleSchema }),
  action: z.enum(AUDIT_ACTIONS),
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.string(),
  /** The summary in English, as it read when recorded. */
  summary: z.string(),
  /** The summary as its kind and values, to read it in the admin's language; null in older entries. */
  summarized: auditSummarySchema.nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const auditSnapshotSchema = z.record(z.string(), z.unknown()).nullable();

/** Body of POST /audit (gateway -> identity); the actor is the signed-in caller of that call. */
export const auditRecordBodySchema = z.strictObject({
  action: z.enum(AUDIT_ACTIONS),
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.string().min(1).max(200),
  summary: auditSummarySchema,
  before: auditSnapshotSchema,
  after: auditSnapshotSchema,
});
export type AuditRecordBody = z.infer<typeof auditRecordBodySchema>;

export const auditPageSchema = pagedSchema(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;

/** Query of the audit log list. */
export const auditQuerySchema = z.strictObject({
  ...pagingQueryFields,
  entity: z.enum(AUDIT_ENTITIES).optional(),
  ...cacheBusterFields,
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
