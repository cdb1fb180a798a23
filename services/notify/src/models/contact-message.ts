import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { LANGUAGES, type ContactMessage, type EnquiryProduct, type Language } from '@hiti/contracts';

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
    product: {
      type: new Schema<EnquiryProduct>(
        { id: Number, name: { mk: String, al: String }, price: Number },
        { _id: false },
      ),
      default: null,
    },
    storeId: { type: Number, default: null },
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
    product: doc.product ?? null,
    storeId: doc.storeId ?? null,
    createdAt: doc.createdAt.toISOString(),
  };
}
