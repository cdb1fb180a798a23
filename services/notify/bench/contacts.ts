import { Types } from 'mongoose';
import type { ContactBody, ContactMailJob } from '@hiti/contracts';

/** Where contact mail goes in the bench (notify's default recipient, so both sides write to the same address). */
export const BENCH_RECIPIENT = 'info@hitikamina.mk';
export const BENCH_FROM = 'Hiti Kamina <no-reply@hitikamina.mk>';

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
  return {
    messageId: new Types.ObjectId().toHexString(),
    to: BENCH_RECIPIENT,
    replyTo: body.email,
    name: body.name,
    email: body.email,
    phone: body.phone,
    subject: body.subject,
    message: body.message,
    language: body.language ?? 'mk',
  };
}
