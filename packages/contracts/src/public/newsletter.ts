import { z } from 'zod';
import { NEWSLETTER_LINK_OUTCOMES, NEWSLETTER_STATUSES } from './newsletter-states';
import { DEFAULT_LANGUAGE } from '../constants';
import { isoDateTimeSchema } from '../common/dates';
import { emailSchema, honeypotSchema, languageSchema } from './contact';

/** Body of POST /api/newsletter. */
export const newsletterBodySchema = z.strictObject({
  email: emailSchema,
  language: languageSchema.optional().default(DEFAULT_LANGUAGE),
  website: honeypotSchema,
});
export type NewsletterBody = z.infer<typeof newsletterBodySchema>;
export type NewsletterBodyInput = z.input<typeof newsletterBodySchema>;

/**
 * Answer of POST /api/newsletter: always `pending` (202), whether the address is new, waiting for its
 * confirmation, subscribed or gone, so the answer never tells whether an address is subscribed.
 */
export const newsletterAcceptedSchema = z.object({ status: z.literal('pending') });
export type NewsletterAccepted = z.infer<typeof newsletterAcceptedSchema>;

const tokenSchema = z.string().trim().min(1).max(512);

/**
 * Query of a link of the confirmation mail: its token, and the language of the mail, in which the site answers
 * when it cannot look the token up (links mailed before carry no language: Macedonian).
 */
const newsletterLinkQuerySchema = z.strictObject({ token: tokenSchema, lang: languageSchema.optional() });

/** Query of GET /api/newsletter/confirm. */
export const newsletterConfirmQuerySchema = newsletterLinkQuerySchema;
export type NewsletterConfirmQuery = z.infer<typeof newsletterConfirmQuerySchema>;

/** Query of GET /api/newsletter/unsubscribe. */
export const newsletterUnsubscribeQuerySchema = newsletterLinkQuerySchema;
export type NewsletterUnsubscribeQuery = z.infer<typeof newsletterUnsubscribeQuerySchema>;

export * from './newsletter-states';

/** What following a confirm or unsubscribe link did, and the storefront page to send the visitor to. */
export const newsletterLinkResultSchema = z.object({
  outcome: z.enum(NEWSLETTER_LINK_OUTCOMES),
  /** `${PUBLIC_URL}/?newsletter=<outcome>&lang=<language>` */
  redirectTo: z.url(),
});
export type NewsletterLinkResult = z.infer<typeof newsletterLinkResultSchema>;

/** A newsletter subscription. */
export const newsletterSubscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  language: languageSchema,
  status: z.enum(NEWSLETTER_STATUSES),
  createdAt: isoDateTimeSchema,
  confirmedAt: isoDateTimeSchema.nullable(),
});
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriberSchema>;
