import { Schema, type Connection, type Model, type Types } from 'mongoose';
import {
  MAIL_JOB_NAMES,
  MAIL_STATUSES,
  type MailJobName,
  type MailOutboxEntry,
  type MailStatus,
} from '@hiti/contracts';

export interface MailOutboxDoc {
  _id: Types.ObjectId;
  jobName: MailJobName;
  /** The queue job that sends this mail now (a manual retry gets a new one). */
  jobId: string;
  /** The job's data, kept until the mail is sent so it can be queued again. */
  payload: Record<string, unknown> | null;
  to: string;
  subject: string;
  status: MailStatus;
  attempts: number;
  retries: number;
  lastError: string | null;
  messageId: string | null;
  sentAt: Date | null;
  /** The text of a sent mail staff may read (an enquiry's); null for other mail, and until sent. */
  text?: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const mailOutboxSchema = new Schema<MailOutboxDoc>(
  {
    jobName: { type: String, enum: MAIL_JOB_NAMES, required: true },
    jobId: { type: String, required: true },
    payload: { type: Schema.Types.Mixed, default: null },
    to: { type: String, required: true },
    subject: { type: String, required: true },
    status: { type: String, enum: MAIL_STATUSES, required: true, default: 'queued' },
    attempts: { type: Number, required: true, default: 0 },
    retries: { type: Number, required: true, default: 0 },
    lastError: { type: String, default: null },
    messageId: { type: String, default: null },
    sentAt: { type: Date, default: null },
    text: { type: String, default: null },
    createdAt: { type: Date, required: true, default: () => new Date() },
    updatedAt: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'mail_outbox', versionKey: false, minimize: false },
);
mailOutboxSchema.index({ jobId: 1 }, { unique: true });
mailOutboxSchema.index({ status: 1, createdAt: -1 });
mailOutboxSchema.index({ status: 1, updatedAt: 1 });

export type MailOutboxModel = Model<MailOutboxDoc>;

export function mailOutboxModel(connection: Connection): MailOutboxModel {
  return (
    (connection.models.MailOutbox as MailOutboxModel | undefined) ??
    connection.model<MailOutboxDoc>('MailOutbox', mailOutboxSchema)
  );
}

export function toOutboxEntry(doc: MailOutboxDoc): MailOutboxEntry {
  return {
    id: doc._id.toHexString(),
    jobName: doc.jobName,
    to: doc.to,
    subject: doc.subject,
    status: doc.status,
    attempts: doc.attempts,
    lastError: doc.lastError,
    messageId: doc.messageId,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
    sentAt: doc.sentAt ? doc.sentAt.toISOString() : null,
    text: doc.text ?? null,
  };
}
