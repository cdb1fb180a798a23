import type { MailJobName, MailStatus } from '@hiti/contracts';
import { defineAdminTexts } from '../i18n/define-texts';

/**
 * The mail outbox's texts in the admin's three languages. Statuses are keyed by their stored names, which
 * the English table shows as they are; so are the kinds of mail (`MAIL_KIND_TEXT`).
 */
export const outboxTexts = defineAdminTexts(
  'mail-outbox',
  {
    title: 'Mail Outbox',
    status: 'Status',
    all: 'All',
    refresh: 'Refresh',
    created: 'Created',
    kind: 'Kind',
    to: 'To',
    subject: 'Subject',
    attempts: 'Attempts',
    lastError: 'Last error',
    sent: 'Sent',
    retry: 'Retry',
    queuedAgain: 'Mail queued again',
    queuedAgainBody: 'The mail to {{to}} will be sent again.',
    error: 'Error',
    queued: 'queued',
    sending: 'sending',
    sentStatus: 'sent',
    retrying: 'retrying',
    failed: 'failed',
    contactMessage: 'contact.message',
    newsletterConfirm: 'newsletter.confirm',
    enquiryReply: 'enquiry.reply',
    sentText: 'Text sent',
  },
  {
    mk: {
      title: 'Излезна пошта',
      status: 'Статус',
      all: 'Сите',
      refresh: 'Освежи',
      created: 'Создадена',
      kind: 'Вид',
      to: 'До',
      subject: 'Наслов',
      attempts: 'Обиди',
      lastError: 'Последна грешка',
      sent: 'Испратена',
      retry: 'Испрати повторно',
      queuedAgain: 'Пораката е повторно во редот',
      queuedAgainBody: 'Пораката до {{to}} ќе биде испратена повторно.',
      error: 'Грешка',
      queued: 'во ред',
      sending: 'се испраќа',
      sentStatus: 'испратена',
      retrying: 'нов обид',
      failed: 'неуспешна',
      contactMessage: 'порака од контакт',
      newsletterConfirm: 'потврда за билтен',
      enquiryReply: 'одговор на барање',
      sentText: 'Испратен текст',
    },
    al: {
      title: 'Posta dalëse',
      status: 'Statusi',
      all: 'Të gjitha',
      refresh: 'Rifresko',
      created: 'Krijuar',
      kind: 'Lloji',
      to: 'Marrësi',
      subject: 'Subjekti',
      attempts: 'Përpjekje',
      lastError: 'Gabimi i fundit',
      sent: 'Dërguar',
      retry: 'Dërgo përsëri',
      queuedAgain: 'Mesazhi u vu përsëri në radhë',
      queuedAgainBody: 'Mesazhi për {{to}} do të dërgohet përsëri.',
      error: 'Gabim',
      queued: 'në radhë',
      sending: 'po dërgohet',
      sentStatus: 'u dërgua',
      retrying: 'po riprovohet',
      failed: 'dështoi',
      contactMessage: 'mesazh kontakti',
      newsletterConfirm: 'konfirmim buletini',
      enquiryReply: 'përgjigje kërkese',
      sentText: 'Teksti i dërguar',
    },
  },
);

type OutboxText = keyof (typeof outboxTexts.tables)['en'];

/** The text of each mail status (`sent` is also a column title, so its status has its own key). */
export const MAIL_STATUS_TEXT: Record<MailStatus, OutboxText> = {
  queued: 'queued',
  sending: 'sending',
  sent: 'sentStatus',
  retrying: 'retrying',
  failed: 'failed',
};

/** The text of each kind of mail. */
export const MAIL_KIND_TEXT: Record<MailJobName, OutboxText> = {
  'contact.message': 'contactMessage',
  'newsletter.confirm': 'newsletterConfirm',
  'enquiry.reply': 'enquiryReply',
};
