import { formatText, languageTag, mailTexts, type EnquiryReplyJob } from '@hiti/contracts';
import { escapeHtml, escapeMultiline } from './html';
import { singleLine, type MailContent } from './mail-content';

export function enquiryReplySubject(job: Pick<EnquiryReplyJob, 'subject'>): string {
  return `Re: ${singleLine(job.subject)}`;
}

function enquiryReplyMessageId(job: Pick<EnquiryReplyJob, 'enquiryId' | 'replyId'>, domain: string) {
  return `<enquiry.${job.enquiryId}.${job.replyId}@${domain}>`;
}

/**
 * A staff member's answer to a visitor, in the language of the page the visitor wrote from, signed with
 * their name, the showroom's and the site's address; the visitor's Reply reaches the showroom.
 */
export function buildEnquiryReplyMail(job: EnquiryReplyJob, domain: string, siteUrl: string): MailContent {
  const texts = mailTexts[job.language].reply;
  const signature = [texts.closing, job.staffName, texts.company, siteUrl];
  const greeting = formatText(texts.greeting, { name: singleLine(job.name) });
  const text = [greeting, '', job.text, '', '-- ', ...signature].join('\n');
  const html = [
    '<!doctype html>',
    `<html lang="${languageTag(job.language)}"><body>`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeMultiline(job.text)}</p>`,
    `<p>${signature.map(escapeHtml).join('<br>')}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    to: job.to,
    ...(job.replyTo ? { replyTo: { name: texts.company, address: job.replyTo } } : {}),
    subject: enquiryReplySubject(job),
    text,
    html,
    messageId: enquiryReplyMessageId(job, domain),
  };
}
