import type { AdminTexts, MailJobName, MailStatus } from '@hiti/contracts';

type OutboxText = keyof AdminTexts['mailOutbox'];

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
