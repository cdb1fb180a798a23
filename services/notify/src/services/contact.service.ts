import { Types } from 'mongoose';
import { DEFAULT_LANGUAGE, inLanguage, type ContactAccepted, type ContactEnquiryBody } from '@hiti/contracts';
import { contactMailJob, contactMailSubject } from '../domain/contact-mail';
import { contactJobId } from '../domain/job-ids';
import type { MailDispatcher } from '../mail/dispatcher';
import type { ContactMessageModel } from '../models/contact-message';

export interface ContactDeps {
  messages: ContactMessageModel;
  mail: MailDispatcher;
  /** Where the message goes (for the store it names, if any), decided when it arrives and stored with it. */
  recipient: (storeId: number | undefined) => Promise<string>;
}

/** The contact form's messages to the showroom. */
export class ContactService {
  constructor(private readonly deps: ContactDeps) {}

  /**
   * Stores a contact message and its mail to the company, then queues the mail. A filled honeypot gets the
   * same answer as a person, but nothing is stored or sent.
   */
  async accept(body: ContactEnquiryBody): Promise<ContactAccepted> {
    const { deps } = this;
    if (body.website) return { status: 'queued', id: new Types.ObjectId().toHexString() };

    const message = {
      _id: new Types.ObjectId(),
      name: body.name,
      email: body.email,
      phone: body.phone,
      subject: body.subject,
      message: body.message,
      recipient: await deps.recipient(body.storeId ?? undefined),
      language: body.language ?? DEFAULT_LANGUAGE,
      product: body.product ?? null,
      storeId: body.storeId ?? null,
      createdAt: new Date(),
      status: 'new' as const,
      assignee: null,
      thread: [],
      closedAt: null,
    };
    const id = message._id.toHexString();
    const { product, ...fields } = message;
    // The product is named as the visitor saw it on its page.
    const data = contactMailJob(id, {
      ...fields,
      ...(product
        ? { product: { name: inLanguage(product.name, message.language), price: product.price } }
        : {}),
    });
    // The message and its mail are stored at once; the mail is queued only once both are.
    await deps.mail.submitAlongside(
      {
        name: 'contact.message',
        data,
        jobId: contactJobId(id),
        to: data.to,
        subject: contactMailSubject(data),
      },
      // The driver directly: the message is complete here, and mongoose's document layer adds nothing.
      () => deps.messages.collection.insertOne({ ...message, updatedAt: message.createdAt }),
    );
    return { status: 'queued', id };
  }
}
