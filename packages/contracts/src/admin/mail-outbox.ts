import { z } from 'zod';
import { isoDateTimeSchema } from '../common/dates';
import { pagedSchema, pagingQueryFields } from '../common/paging';
import { cacheBusterFields } from '../common/query';
import { MAIL_JOB_NAMES } from '../events/mail';

export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'retrying', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** One outgoing mail as the admin sees it. */
export const mailOutboxEntrySchema = z.object({
  id: z.string(),
  jobName: z.enum(MAIL_JOB_NAMES),
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int().min(0),
  lastError: z.string().nullable(),
  /** The SMTP message id once sent. */
  messageId: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  sentAt: isoDateTimeSchema.nullable(),
  /** The text of a sent enquiry mail (to the showroom, or a reply); null otherwise. */
  text: z.string().nullable(),
});
export type MailOutboxEntry = z.infer<typeof mailOutboxEntrySchema>;

export const mailOutboxPageSchema = pagedSchema(mailOutboxEntrySchema);
export type MailOutboxPage = z.infer<typeof mailOutboxPageSchema>;

/** Path parameters `{ id }` of an outbox entry. */
export const mailOutboxIdParamsSchema = z.strictObject({
  id: z.string().regex(/^[a-f0-9]{24}$/, { error: 'Must be a mail id' }),
});
export type MailOutboxIdParams = z.infer<typeof mailOutboxIdParamsSchema>;

/** Query of the mail outbox list. */
export const mailOutboxQuerySchema = z.strictObject({
  status: z.enum(MAIL_STATUSES).optional(),
  ...pagingQueryFields,
  ...cacheBusterFields,
});
export type MailOutboxQuery = z.infer<typeof mailOutboxQuerySchema>;
