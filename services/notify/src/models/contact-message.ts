import { Schema, type Connection, type Model, type Types } from 'mongoose';
import {
  ENQUIRY_STATUSES,
  LANGUAGES,
  type ContactMessage,
  type EnquiryProduct,
  type EnquiryStaff,
  type EnquiryStatus,
  type EnquirySummary,
  type Language,
} from '@hiti/contracts';

/** A note or a reply of an enquiry's thread; a reply names the outbox entry of its mail. */
export interface ThreadEntryDoc {
  _id: Types.ObjectId;
  kind: 'note' | 'reply';
  text: string;
  author: EnquiryStaff;
  createdAt: Date;
  mailId: Types.ObjectId | null;
}

/**
 * A contact message: every one is an enquiry. Messages stored before the inbox existed have none of the
 * inbox's fields; they read as new, unassigned, with an empty thread.
 */
export interface ContactMessageDoc {
  _id: Types.ObjectId;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  recipient: string;
  language: Language;
  /** The product asked about, as it was when the message was sent. */
  product: EnquiryProduct | null;
  storeId: number | null;
  createdAt: Date;
  status?: EnquiryStatus;
  assignee?: EnquiryStaff | null;
  thread?: ThreadEntryDoc[];
  /** When it was last closed: retention counts from here. */
  closedAt?: Date | null;
  updatedAt?: Date;
}

const staffSchema = new Schema<EnquiryStaff>({ id: Number, username: String }, { _id: false });

const threadEntrySchema = new Schema<ThreadEntryDoc>({
  kind: { type: String, enum: ['note', 'reply'], required: true },
  text: { type: String, required: true },
  author: { type: staffSchema, required: true },
  createdAt: { type: Date, required: true },
  mailId: { type: Schema.Types.ObjectId, default: null },
});

const contactMessageSchema = new Schema<ContactMessageDoc>(
  {
    name: { type: String, required: true },
    email: { type: String, required: true },
    phone: { type: String, required: true },
    subject: { type: String, required: true },
    message: { type: String, required: true },
    recipient: { type: String, required: true },
    language: { type: String, enum: LANGUAGES, required: true },
    product: {
      type: new Schema<EnquiryProduct>(
        { id: Number, name: { mk: String, al: String }, price: Number },
        { _id: false },
      ),
      default: null,
    },
    storeId: { type: Number, default: null },
    createdAt: { type: Date, required: true, default: () => new Date() },
    status: { type: String, enum: ENQUIRY_STATUSES, default: 'new' },
    assignee: { type: staffSchema, default: null },
    thread: { type: [threadEntrySchema], default: [] },
    closedAt: { type: Date, default: null },
    updatedAt: { type: Date },
  },
  { collection: 'contact_messages', versionKey: false },
);
contactMessageSchema.index({ createdAt: -1 });
contactMessageSchema.index({ status: 1, createdAt: -1 });
contactMessageSchema.index({ email: 1 });
contactMessageSchema.index({ closedAt: 1 });

export type ContactMessageModel = Model<ContactMessageDoc>;

export function contactMessageModel(connection: Connection): ContactMessageModel {
  return (
    (connection.models.ContactMessage as ContactMessageModel | undefined) ??
    connection.model<ContactMessageDoc>('ContactMessage', contactMessageSchema)
  );
}

function toContactMessage(doc: ContactMessageDoc): ContactMessage {
  return {
    id: doc._id.toHexString(),
    name: doc.name,
    email: doc.email,
    phone: doc.phone,
    subject: doc.subject,
    message: doc.message,
    recipient: doc.recipient,
    language: doc.language,
    product: doc.product ?? null,
    storeId: doc.storeId ?? null,
    createdAt: doc.createdAt.toISOString(),
  };
}

export function toEnquirySummary(doc: ContactMessageDoc): EnquirySummary {
  return {
    ...toContactMessage(doc),
    status: doc.status ?? 'new',
    assignee: doc.assignee ?? null,
    closedAt: doc.closedAt ? doc.closedAt.toISOString() : null,
    updatedAt: (doc.updatedAt ?? doc.createdAt).toISOString(),
  };
}
