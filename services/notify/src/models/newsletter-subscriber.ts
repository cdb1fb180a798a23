import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { LANGUAGES, NEWSLETTER_STATUSES, type Language, type NewsletterStatus } from '@hiti/contracts';

export interface NewsletterSubscriberDoc {
  _id: Types.ObjectId;
  /** As the visitor typed it. */
  email: string;
  /** Lower case: one subscription per address whatever the letter case. */
  emailKey: string;
  language: Language;
  status: NewsletterStatus;
  /** SHA-256 of the link tokens; the tokens themselves are only in the mail. */
  confirmTokenHash: string | null;
  unsubscribeTokenHash: string | null;
  /** How many confirmation mails were requested; numbers each mail's job. */
  confirmMails: number;
  confirmMailAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
}

const newsletterSubscriberSchema = new Schema<NewsletterSubscriberDoc>(
  {
    email: { type: String, required: true },
    emailKey: { type: String, required: true },
    language: { type: String, enum: LANGUAGES, required: true },
    status: { type: String, enum: NEWSLETTER_STATUSES, required: true },
    confirmTokenHash: { type: String, default: null },
    unsubscribeTokenHash: { type: String, default: null },
    confirmMails: { type: Number, required: true, default: 0 },
    confirmMailAt: { type: Date, default: null },
    createdAt: { type: Date, required: true, default: () => new Date() },
    updatedAt: { type: Date, required: true, default: () => new Date() },
    confirmedAt: { type: Date, default: null },
    unsubscribedAt: { type: Date, default: null },
  },
  { collection: 'newsletter_subscribers', versionKey: false },
);
newsletterSubscriberSchema.index({ emailKey: 1 }, { unique: true });
newsletterSubscriberSchema.index({ confirmTokenHash: 1 });
newsletterSubscriberSchema.index({ unsubscribeTokenHash: 1 });

export type NewsletterSubscriberModel = Model<NewsletterSubscriberDoc>;

export function newsletterSubscriberModel(connection: Connection): NewsletterSubscriberModel {
  return (
    (connection.models.NewsletterSubscriber as NewsletterSubscriberModel | undefined) ??
    connection.model<NewsletterSubscriberDoc>('NewsletterSubscriber', newsletterSubscriberSchema)
  );
}
