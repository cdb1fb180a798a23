import { z } from 'zod';
import { bilingualTextSchema } from '../common/bilingual';
import type { Locale } from '../common/locale';
import { ROLES, type Role } from '../constants';
import { auditTexts, type AuditTexts } from '../texts/audit';
import { formatText } from '../texts/format';

export type AuditSummaryKey = keyof AuditTexts['summaries'];
export type AuditSummaryPartKey = keyof AuditTexts['parts'];

const keysOf = <Key extends string>(table: Readonly<Record<Key, string>>) =>
  Object.keys(table) as [Key, ...Key[]];

/**
 * A value of a summary: a text, a number, a name kept in both languages (products, categories) or an admin
 * role (named by whoever reads the summary).
 */
const auditSummaryValuesSchema = z.record(
  z.string().max(40),
  z.union([z.string().max(500), z.number(), bilingualTextSchema, z.strictObject({ role: z.enum(ROLES) })]),
);
export type AuditSummaryValues = z.infer<typeof auditSummaryValuesSchema>;

/** What an audit entry says happened, kept as its kind and values so each admin reads it in their language. */
export const auditSummarySchema = z.strictObject({
  key: z.enum(keysOf<AuditSummaryKey>(auditTexts.en.summaries)),
  values: auditSummaryValuesSchema,
  parts: z
    .array(
      z.strictObject({
        key: z.enum(keysOf<AuditSummaryPartKey>(auditTexts.en.parts)),
        values: auditSummaryValuesSchema,
      }),
    )
    .max(10)
    .optional(),
});
export type AuditSummary = z.infer<typeof auditSummarySchema>;

/** A summary of kind `key` with its values (and parts). */
export function auditSummary(
  key: AuditSummaryKey,
  values: AuditSummaryValues = {},
  parts?: AuditSummary['parts'],
): AuditSummary {
  return parts ? { key, values, parts } : { key, values };
}

/** How the reader names an admin role; by default its code (`super_admin`). */
export type RoleNamer = (role: Role) => string;

function fill(text: string, values: AuditSummaryValues, locale: Locale, nameRole: RoleNamer): string {
  return formatText(text, values, (value) => {
    if (typeof value !== 'object') return String(value);
    if ('role' in value) return nameRole(value.role);
    return locale === 'al' && value.al.trim() ? value.al : value.mk;
  });
}

/** A summary as text in one locale; a name kept in both languages reads in Albanian for Albanian. */
export function auditSummaryText(
  summary: AuditSummary,
  locale: Locale,
  nameRole: RoleNamer = (role) => role,
): string {
  const texts = auditTexts[locale];
  const parts = summary.parts?.length
    ? summary.parts.map((part) => fill(texts.parts[part.key], part.values, locale, nameRole))
    : [texts.parts.noChanges];
  const values = { ...summary.values, parts: parts.join(', ') };
  return fill(texts.summaries[summary.key], values, locale, nameRole);
}
