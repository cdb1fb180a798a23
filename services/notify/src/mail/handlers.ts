import {
  MAIL_JOB_NAMES,
  mailJobSchemas,
  type Locale,
  type MailJobData,
  type MailJobName,
} from '@hiti/contracts';
import { buildContactMail } from '../domain/contact-mail';
import { buildEnquiryReplyMail } from '../domain/enquiry-reply-mail';
import type { MailContent } from '../domain/mail-content';
import { buildNewsletterConfirmMail } from '../domain/newsletter-mail';

type MailHandler<N extends MailJobName> = (data: MailJobData<N>) => MailContent;
export type MailHandlers = { [N in MailJobName]: MailHandler<N> };

/** The one handler of each mail job: it turns the job's data into the mail to send. */
export function mailHandlers(options: {
  senderDomain: string;
  /** The language of the showroom's copy of an enquiry. */
  staffLanguage: Locale;
  /** The public site, named in a reply's signature. */
  siteUrl: string;
}): MailHandlers {
  return {
    'contact.message': (data) => buildContactMail(data, options.senderDomain, options.staffLanguage),
    'newsletter.confirm': (data) => buildNewsletterConfirmMail(data, options.senderDomain),
    'enquiry.reply': (data) => buildEnquiryReplyMail(data, options.senderDomain, options.siteUrl),
  };
}

/**
 * Whether the outbox keeps the text of a sent mail of this kind, for staff to read: an enquiry's mails
 * yes; a confirmation mail no (its link is the subscriber's own).
 */
export const TEXT_KEPT: Record<MailJobName, boolean> = {
  'contact.message': true,
  'newsletter.confirm': false,
  'enquiry.reply': true,
};

/** Every job name has exactly one handler and there is no handler for an unknown job. */
export function assertEveryJobHandled(handlers: Partial<Record<string, unknown>>): void {
  const missing = MAIL_JOB_NAMES.filter((name) => typeof handlers[name] !== 'function');
  const unknown = Object.keys(handlers).filter(
    (name) => !(MAIL_JOB_NAMES as readonly string[]).includes(name),
  );
  if (missing.length > 0 || unknown.length > 0) {
    throw new Error(
      `mail job handlers do not match the job names (missing: ${missing.join(', ') || 'none'}; unknown: ${unknown.join(', ') || 'none'})`,
    );
  }
}

export function isMailJobName(name: string): name is MailJobName {
  return (MAIL_JOB_NAMES as readonly string[]).includes(name);
}

/** Validates a job's data with its contract and renders its mail. */
export function renderMail<N extends MailJobName>(
  handlers: MailHandlers,
  name: N,
  data: unknown,
): MailContent {
  const handler: MailHandler<N> = handlers[name];
  return handler(mailJobSchemas[name].parse(data) as MailJobData<N>);
}
