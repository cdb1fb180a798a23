import type { EnquiryReplyJob, Language } from '@hiti/contracts';
import { escapeHtml, escapeMultiline } from './html';
import { singleLine, type MailContent } from './mail-content';

interface ReplyTexts {
  greeting: (name: string) => string;
  closing: string;
  company: string;
}

/** The frame of a reply in the visitor's language: the greeting, and the showroom's signature. */
const REPLY_TEXTS: Record<Language, ReplyTexts> = {
  mk: {
    greeting: (name) => `Почитувани ${name},`,
    closing: 'Со почит,',
    company: 'Хити Камина — салон за камини и печки',
  },
  al: {
    greeting: (name) => `I/E nderuar ${name},`,
    closing: 'Me respekt,',
    company: 'Hiti Kamina — sallon oxhaqesh dhe sobash',
  },
};

export function enquiryReplySubject(job: Pick<EnquiryReplyJob, 'subject'>): string {
  return `Re: ${singleLine(job.subject)}`;
}

export function enquiryReplyMessageId(job: Pick<EnquiryReplyJob, 'enquiryId' | 'replyId'>, domain: string) {
  return `<enquiry.${job.enquiryId}.${job.replyId}@${domain}>`;
}

/**
 * A staff member's answer to a visitor, in the language of the page the visitor wrote from, signed with
 * their name, the showroom's and the site's address; the visitor's Reply reaches the showroom.
 */
export function buildEnquiryReplyMail(job: EnquiryReplyJob, domain: string, siteUrl: string): MailContent {
  const texts = REPLY_TEXTS[job.language];
  const signature = [texts.closing, job.staffName, texts.company, siteUrl];
  const greeting = texts.greeting(singleLine(job.name));
  const text = [greeting, '', job.text, '', '-- ', ...signature].join('\n');
  const html = [
    '<!doctype html>',
    `<html lang="${job.language === 'al' ? 'sq' : 'mk'}"><body>`,
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
