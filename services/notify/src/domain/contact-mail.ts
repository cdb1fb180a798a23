import type { ContactMailJob } from '@hiti/contracts';
import { escapeHtml, escapeMultiline } from './html';
import { singleLine, type MailContent } from './mail-content';
import { contactMessageId } from './message-id';

const LANGUAGE_NAMES = { mk: 'Macedonian (mk)', al: 'Albanian (al)' } as const;

/** The mail job of a stored contact message: to the recipient chosen when it arrived, answerable to the visitor. */
export function contactMailJob(
  messageId: string,
  message: Omit<ContactMailJob, 'messageId' | 'to' | 'replyTo'> & { recipient: string },
): ContactMailJob {
  return {
    messageId,
    to: message.recipient,
    replyTo: message.email,
    name: message.name,
    email: message.email,
    phone: message.phone,
    subject: message.subject,
    message: message.message,
    language: message.language,
  };
}

export function contactMailSubject(job: Pick<ContactMailJob, 'name' | 'subject'>): string {
  return `[Hiti Kamina] ${singleLine(job.subject)} (${singleLine(job.name)})`;
}

/** The showroom's copy of a contact-form message: every field, answerable with Reply. */
export function buildContactMail(job: ContactMailJob, domain: string): MailContent {
  const fields: [string, string][] = [
    ['Name', job.name],
    ['E-mail', job.email],
    ['Phone', job.phone],
    ['Subject', job.subject],
    ['Language', LANGUAGE_NAMES[job.language]],
  ];
  const text = [
    'New message from the contact form of the website.',
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    'Message:',
    job.message,
    '',
    `Reference: ${job.messageId}`,
  ].join('\n');
  const rows = fields
    .map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('\n');
  const html = [
    '<!doctype html>',
    '<html><body>',
    '<p>New message from the contact form of the website.</p>',
    `<table cellpadding="4">\n${rows}\n</table>`,
    `<p><strong>Message:</strong></p>`,
    `<p>${escapeMultiline(job.message)}</p>`,
    `<p><small>Reference: ${escapeHtml(job.messageId)}</small></p>`,
    '</body></html>',
  ].join('\n');
  return {
    to: job.to,
    replyTo: { name: singleLine(job.name), address: job.replyTo },
    subject: contactMailSubject(job),
    text,
    html,
    messageId: contactMessageId(job.messageId, domain),
  };
}
