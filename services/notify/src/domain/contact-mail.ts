import { languageTag, staffCopyTexts, type ContactMailJob, type Locale } from '@hiti/contracts';
import { escapeHtml, escapeMultiline } from './html';
import { singleLine, type MailContent } from './mail-content';
import { contactMessageId } from './message-id';

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
    ...(message.product ? { product: message.product } : {}),
  };
}

export function contactMailSubject(job: Pick<ContactMailJob, 'name' | 'subject'>): string {
  return `[Hiti Kamina] ${singleLine(job.subject)} (${singleLine(job.name)})`;
}

/** A price in euros as the admin enters it. */
const euros = (price: number) => `${price.toFixed(2)} €`;

/** The showroom's copy of a contact-form message, in the staff's language: every field, answerable with Reply. */
export function buildContactMail(job: ContactMailJob, domain: string, staffLanguage: Locale): MailContent {
  const texts = staffCopyTexts[staffLanguage];
  const fields: [string, string][] = [
    [texts.name, job.name],
    [texts.email, job.email],
    [texts.phone, job.phone],
    [texts.subject, job.subject],
    [texts.language, texts.languages[job.language]],
    ...(job.product
      ? [[texts.product, `${job.product.name} (${euros(job.product.price)})`] satisfies [string, string]]
      : []),
  ];
  const text = [
    texts.intro,
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    `${texts.message}:`,
    job.message,
    '',
    `${texts.reference}: ${job.messageId}`,
  ].join('\n');
  const rows = fields
    .map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('\n');
  const html = [
    '<!doctype html>',
    `<html lang="${languageTag(staffLanguage)}"><body>`,
    `<p>${texts.intro}</p>`,
    `<table cellpadding="4">\n${rows}\n</table>`,
    `<p><strong>${texts.message}:</strong></p>`,
    `<p>${escapeMultiline(job.message)}</p>`,
    `<p><small>${texts.reference}: ${escapeHtml(job.messageId)}</small></p>`,
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
