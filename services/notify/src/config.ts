import { z } from 'zod';
import { mongoEnvSchema, redisEnvSchema, serviceEnvSchema, smtpEnvSchema } from '@hiti/service-kit';

const milliseconds = z.coerce.number().int().min(1);

export const notifyEnvSchema = serviceEnvSchema
  .extend(mongoEnvSchema.shape)
  .extend(redisEnvSchema.shape)
  .extend(smtpEnvSchema.shape)
  .extend({
    /**
     * Where contact-form mail goes unless staff chose an address in the content (and whenever that
     * choice cannot be read); whatever recipient a visitor sends is ignored.
     */
    CONTACT_RECIPIENT: z.email().default('info@hitikamina.mk'),
    /** The content service, where staff choose the contact recipient; unset: always CONTACT_RECIPIENT. */
    CONTENT_URL: z.url().optional(),
    /** The public site address; newsletter links point at its /api routes. */
    PUBLIC_URL: z.url().default('http://localhost:8080'),
    /** Redis holding the mail queue (it needs `noeviction`, unlike a cache); defaults to REDIS_URL. */
    MAIL_REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// URL')
      .optional(),
    /** Whether this process sends the queued mail; `false` for an API-only deployment beside a worker one. */
    MAIL_WORKER: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    MAIL_ATTEMPTS: z.coerce.number().int().min(8).max(50).default(10),
    /** First retry delay; each further retry waits twice as long. */
    MAIL_BACKOFF_MS: milliseconds.default(10_000),
    MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(8),
    /** How long a request waits for the queue before leaving the mail to the sweeper. */
    MAIL_ENQUEUE_TIMEOUT_MS: milliseconds.default(1500),
    /**
     * The language of the showroom's copy of each enquiry (`en`, `mk` or `al`): the staff of a Macedonian
     * showroom read Macedonian, the site's default language.
     */
    STAFF_MAIL_LANGUAGE: z.enum(['en', 'mk', 'al']).default('mk'),
    /** How long a closed enquiry is kept before the retention job erases it, in months. */
    ENQUIRY_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(24),
    /** How often the retention job looks for closed enquiries past their time. */
    ENQUIRY_RETENTION_SWEEP_MS: milliseconds.default(6 * 3600 * 1000),
    /** How often stored but not yet queued mail is looked for. */
    MAIL_SWEEP_INTERVAL_MS: milliseconds.default(15_000),
  });

export type NotifyConfig = z.output<typeof notifyEnvSchema>;

export const DEFAULT_DB_NAME = 'hiti_notify';
