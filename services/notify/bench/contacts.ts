import { Types } from 'mongoose';
import { DEFAULT_LANGUAGE, type ContactBody, type ContactMailJob } from '@hiti/contracts';
import { smtpEnvSchema } from '@hiti/service-kit';
import { notifyEnvSchema } from '../src/config';
import { contactMailJob } from '../src/domain/contact-mail';

/** notify's defaults, so both sides write the same mail from the same sender to the same address. */
const BENCH_RECIPIENT = notifyEnvSchema.shape.CONTACT_RECIPIENT.parse(undefined);
export const BENCH_FROM = smtpEnvSchema.shape.MAIL_FROM.parse(undefined);

/** `count` enquiries as a visitor sends them, alternating the two languages. */
export function contactBodies(count: number, tag: string): ContactBody[] {
  return Array.from({ length: count }, (_, index) => ({
    name: `Visitor ${index}`,
    email: `visitor${index}@example.com`,
    phone: '+389 70 123 456',
    subject: `${tag} enquiry ${index}`,
    message: 'Good day, I would like an offer for a wood stove with installation.\nThank you.',
    language: index % 2 ? 'al' : 'mk',
  }));
}

/** The mail job notify makes of an enquiry, for sending it without notify. */
export function contactJobOf(body: ContactBody): ContactMailJob {
  return contactMailJob(new Types.ObjectId().toHexString(), {
    ...body,
    recipient: BENCH_RECIPIENT,
    language: body.language ?? DEFAULT_LANGUAGE,
  });
}
