import type { Language, NewsletterConfirmJob } from '@hiti/contracts';
import { escapeHtml } from './html';
import type { MailContent } from './mail-content';
import { newsletterMessageId } from './message-id';

interface NewsletterTexts {
  subject: string;
  greeting: string;
  confirmIntro: string;
  confirmButton: string;
  ignore: string;
  unsubscribeIntro: string;
  unsubscribeLink: string;
}

const TEXTS: Record<Language, NewsletterTexts> = {
  mk: {
    subject: 'Потврдете ја претплатата на билтенот на Хити Камина',
    greeting: 'Ви благодариме за интересот за билтенот на Хити Камина.',
    confirmIntro: 'За да ја потврдите претплатата, отворете ја оваа врска:',
    confirmButton: 'Потврди претплата',
    ignore: 'Ако не сте се пријавиле вие, игнорирајте ја оваа порака.',
    unsubscribeIntro: 'Ако не сакате повеќе да добивате пораки, одјавете се тука:',
    unsubscribeLink: 'Одјава',
  },
  al: {
    subject: 'Konfirmoni abonimin në buletinin e Hiti Kamina',
    greeting: 'Faleminderit për interesin për buletinin e Hiti Kamina.',
    confirmIntro: 'Për të konfirmuar abonimin, hapni këtë lidhje:',
    confirmButton: 'Konfirmo abonimin',
    ignore: 'Nëse nuk jeni regjistruar ju, injoroni këtë mesazh.',
    unsubscribeIntro: 'Nëse nuk dëshironi më të merrni mesazhe, çregjistrohuni këtu:',
    unsubscribeLink: 'Çregjistrohu',
  },
};

export function newsletterSubject(language: Language): string {
  return TEXTS[language].subject;
}

/** The double opt-in mail: a confirm link and an unsubscribe link, in the visitor's language. */
export function buildNewsletterConfirmMail(job: NewsletterConfirmJob, domain: string): MailContent {
  const texts = TEXTS[job.language];
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
    `<html lang="${job.language === 'al' ? 'sq' : 'mk'}"><body>`,
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
