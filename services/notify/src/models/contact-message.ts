import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { LANGUAGES, type ContactMessage, type Language } from '@hiti/contracts';

export interface ContactMessageDoc {
  _id: Types.ObjectId;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  recipient: string;
  language: Language;
  createdAt: Date;
}

const contactMessageSchema = new Schema<ContactMessageDoc>(
  {
    name: { type: String, required: true },
    email: { type: String, required: true },
    phone: { type: String, required: true },
    subject: { type: String, required: true },
    message: { type: String, required: true },
    recipient: { type: String, required: true },
    language: { type: String, enum: LANGUAGES, required: true },
    createdAt: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'contact_messages', versionKey: false },
);
contactMessageSchema.index({ createdAt: -1 });

export type ContactMessageModel = Model<ContactMessageDoc>;

export function contactMessageModel(connection: Connection): ContactMessageModel {
  return (
    (connection.models.ContactMessage as ContactMessageModel | undefined) ??
    connection.model<ContactMessageDoc>('ContactMessage', contactMessageSchema)
  );
}

export function toContactMessage(doc: ContactMessageDoc): ContactMessage {
  return {
    id: doc._id.toHexString(),
    name: doc.name,
    email: doc.email,
    phone: doc.phone,
    subject: doc.subject,
    message: doc.message,
    recipient: doc.recipient,
    language: doc.language,
    createdAt: doc.createdAt.toISOString(),
  };
}
