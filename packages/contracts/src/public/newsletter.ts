import { z } from 'zod';
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

/** Answer of POST /api/newsletter: pending until the confirmation link is followed. */
export const newsletterAcceptedSchema = z.object({ status: z.enum(['pending', 'confirmed']) });
export type NewsletterAccepted = z.infer<typeof newsletterAcceptedSchema>;

const tokenSchema = z.string().trim().min(1).max(512);

/** Query of GET /api/newsletter/confirm. */
export const newsletterConfirmQuerySchema = z.strictObject({ token: tokenSchema });
export type NewsletterConfirmQuery = z.infer<typeof newsletterConfirmQuerySchema>;

/** Query of GET /api/newsletter/unsubscribe. */
export const newsletterUnsubscribeQuerySchema = z.strictObject({ token: tokenSchema });
export type NewsletterUnsubscribeQuery = z.infer<typeof newsletterUnsubscribeQuerySchema>;

export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

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
