import { Types } from 'mongoose';
import { DEFAULT_LANGUAGE, type ContactAccepted, type ContactBody } from '@hiti/contracts';
import { contactMailSubject } from '../domain/contact-mail';
import { contactJobId } from '../domain/job-ids';
import type { MailDispatcher } from '../mail/dispatcher';
import type { ContactMessageModel } from '../models/contact-message';

export interface ContactDeps {
  messages: ContactMessageModel;
  mail: MailDispatcher;
  recipient: string;
}

/**
 * Stores a contact message, then queues its mail to the company. A filled honeypot gets the same
 * answer as a person, but nothing is stored or sent.
 */
export async function acceptContact(deps: ContactDeps, body: ContactBody): Promise<ContactAccepted> {
  if (body.website) return { status: 'queued', id: new Types.ObjectId().toHexString() };

  const stored = await deps.messages.create({
    name: body.name,
    email: body.email,
    phone: body.phone,
    subject: body.subject,
    message: body.message,
    recipient: deps.recipient,
    language: body.language ?? DEFAULT_LANGUAGE,
    createdAt: new Date(),
  });
  const id = stored._id.toHexString();
  const data = {
    messageId: id,
    to: stored.recipient,
    replyTo: stored.email,
    name: stored.name,
    email: stored.email,
    phone: stored.phone,
    subject: stored.subject,
    message: stored.message,
    language: stored.language,
  };
  await deps.mail.submit({
    name: 'contact.message',
    data,
    jobId: contactJobId(id),
    to: data.to,
    subject: contactMailSubject(data),
  });
  return { status: 'queued', id };
}
