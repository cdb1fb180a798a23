import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from '@hiti/contracts';
import { mongoEnvSchema, redisEnvSchema, secretSchema, serviceEnvSchema } from '@hiti/service-kit';

const firstAdminEnvSchema = z.object({
  /** Username of the super admin seeded on the first start (when no admin user exists yet). */
  ADMIN_USERNAME: z.string().trim().min(USERNAME_MIN).max(USERNAME_MAX).default('admin'),
  /** Password of that super admin; empty or absent means a random one is generated and logged once. */
  ADMIN_PASSWORD: z
    .string()
    .max(PASSWORD_MAX)
    .refine((password) => password === '' || password.length >= PASSWORD_MIN, {
      error: `must be at least ${PASSWORD_MIN} characters, or empty for a generated one`,
    })
    .optional(),
});

const loginThrottleEnvSchema = z.object({
  /** Failed logins allowed per username from one client address inside one window before 429. */
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  /** Failed logins allowed per username from all addresses together inside one window before 429. */
  LOGIN_ACCOUNT_MAX_FAILURES: z.coerce.number().int().min(1).default(200),
  LOGIN_FAILURE_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
});

const secondFactorEnvSchema = z.object({
  /** Key the second factors' secrets are encrypted with; no default (npm start generates one). */
  SECOND_FACTOR_KEY: secretSchema(32),
  /**
   * `once-any-enrolled`: once one super admin has a second factor, every super admin must enrol one at
   * their next sign-in. `optional`: each admin chooses.
   */
  SECOND_FACTOR_SUPER_ADMINS: z.enum(['once-any-enrolled', 'optional']).default('once-any-enrolled'),
});

export const identityEnvSchema = serviceEnvSchema
  .extend(mongoEnvSchema.shape)
  .extend(redisEnvSchema.shape)
  .extend(firstAdminEnvSchema.shape)
  .extend(loginThrottleEnvSchema.shape)
  .extend(secondFactorEnvSchema.shape);

export type IdentityConfig = z.output<typeof identityEnvSchema>;

export const DEFAULT_DB_NAME = 'hiti_identity';
