import { z } from 'zod';
import { LANGUAGES } from '../constants';

/** Mail is sent by jobs on this queue (not events). */
export const MAIL_QUEUE = 'mail';
export const MAIL_JOB_NAMES = ['contact.message', 'newsletter.confirm', 'enquiry.reply'] as const;
export type MailJobName = (typeof MAIL_JOB_NAMES)[number];

const language = z.enum(LANGUAGES);

/** A contact message to mail to the company. */
export const contactMailJobSchema = z.object({
  /** Id of the stored contact message. */
  messageId: z.string().min(1),
  to: z.string(),
  replyTo: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  language,
  /** The product asked about, named in the visitor's language, with its price in euros. */
  product: z.object({ name: z.string(), price: z.number() }).optional(),
});
export type ContactMailJob = z.infer<typeof contactMailJobSchema>;

/** A newsletter confirmation mail to a new subscriber. */
export const newsletterConfirmJobSchema = z.object({
  subscriberId: z.string().min(1),
  email: z.string(),
  language,
  confirmUrl: z.url(),
  unsubscribeUrl: z.url(),
});
export type NewsletterConfirmJob = z.infer<typeof newsletterConfirmJobSchema>;

/** A staff member's answer to an enquiry, mailed to the visitor in the language of the page they wrote from. */
export const enquiryReplyJobSchema = z.object({
  enquiryId: z.string().min(1),
  replyId: z.string().min(1),
  to: z.string(),
  name: z.string(),
  /** The subject of the visitor's message, answered. */
  subject: z.string(),
  text: z.string(),
  /** Who answers, named in the signature. */
  staffName: z.string(),
  /** Where the visitor's Reply goes: the showroom address the enquiry was mailed to. */
  replyTo: z.string().optional(),
  language,
});
export type EnquiryReplyJob = z.infer<typeof enquiryReplyJobSchema>;

export const mailJobSchemas = {
  'contact.message': contactMailJobSchema,
  'newsletter.confirm': newsletterConfirmJobSchema,
  'enquiry.reply': enquiryReplyJobSchema,
} as const satisfies Record<MailJobName, z.ZodType>;

export type MailJobData<N extends MailJobName> = z.infer<(typeof mailJobSchemas)[N]>;
export type MailJob = { [N in MailJobName]: { name: N; data: MailJobData<N> } }[MailJobName];
