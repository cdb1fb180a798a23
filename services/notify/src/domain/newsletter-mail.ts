import { languageTag, mailTexts, type Language, type NewsletterConfirmJob } from '@hiti/contracts';
import { escapeHtml } from './html';
import type { MailContent } from './mail-content';
import { newsletterMessageId } from './message-id';

export function newsletterSubject(language: Language): string {
  return mailTexts[language].newsletter.subject;
}

/** The double opt-in mail: a confirm link and an unsubscribe link, in the visitor's language. */
export function buildNewsletterConfirmMail(job: NewsletterConfirmJob, domain: string): MailContent {
  const texts = mailTexts[job.language].newsletter;
  const text = [
    texts.greeting,
    '',
    texts.confirmIntro,
    job.confirmUrl,
    '',
    texts.ignore,
    '',
    texts.unsubscribeIntro,
    job.unsubscribeUrl,
  ].join('\n');
  const html = [
    '<!doctype html>',
    `<html lang="${languageTag(job.language)}"><body>`,
    `<p>${escapeHtml(texts.greeting)}</p>`,
    `<p>${escapeHtml(texts.confirmIntro)}</p>`,
    `<p><a href="${escapeHtml(job.confirmUrl)}">${escapeHtml(texts.confirmButton)}</a></p>`,
    `<p>${escapeHtml(texts.ignore)}</p>`,
    `<p><small>${escapeHtml(texts.unsubscribeIntro)} <a href="${escapeHtml(job.unsubscribeUrl)}">${escapeHtml(texts.unsubscribeLink)}</a></small></p>`,
    '</body></html>',
  ].join('\n');
  return {
    to: job.email,
    subject: texts.subject,
    text,
    html,
    messageId: newsletterMessageId(job.subscriberId, job.confirmUrl, domain),
    headers: { 'List-Unsubscribe': `<${job.unsubscribeUrl}>` },
  };
}
