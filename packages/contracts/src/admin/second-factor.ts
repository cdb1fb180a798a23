import { z } from 'zod';
import { PASSWORD_MAX } from '../constants';
import { validationKeys } from '../texts/validation';
import { sessionAdminSchema, sessionUserSchema } from './auth';

/** How many one-time recovery codes an enrolment hands out. */
export const RECOVERY_CODE_COUNT = 10;

/** A code of the authenticator app (6 digits) or a recovery code; spaces and dashes are left out. */
const codeSchema = z
  .string({ error: validationKeys.secondFactorCode })
  .trim()
  .min(1, { error: validationKeys.secondFactorCode })
  .max(64, { error: validationKeys.tooLong });

/** Body of a step that asks for a code (the sign-in's second step, enrolment, new recovery codes). */
export const secondFactorCodeBodySchema = z.strictObject({ code: codeSchema });
export type SecondFactorCodeBody = z.infer<typeof secondFactorCodeBodySchema>;

/** Body of POST /api/auth/second-factor: the code, and whether this browser is remembered. */
export const secondFactorSignInBodySchema = secondFactorCodeBodySchema.extend({
  remember: z.boolean().optional().default(false),
});
export type SecondFactorSignInBody = z.input<typeof secondFactorSignInBodySchema>;

/** Body of a second-factor reset: the password of the admin making it. */
export const secondFactorResetBodySchema = z.strictObject({
  currentPassword: z
    .string({ error: validationKeys.currentPasswordToConfirm })
    .min(1, { error: validationKeys.currentPasswordToConfirm })
    .max(PASSWORD_MAX, { error: validationKeys.tooLong }),
});
export type SecondFactorResetBody = z.infer<typeof secondFactorResetBodySchema>;

/** A started enrolment: the secret as text (for typing it in) and as the otpauth URI the QR code holds. */
export const secondFactorEnrolmentSchema = z.object({
  secret: z.string().min(16),
  uri: z.string().startsWith('otpauth://totp/'),
});
export type SecondFactorEnrolment = z.infer<typeof secondFactorEnrolmentSchema>;

/** Recovery codes, shown once (only their hashes are kept). */
export const recoveryCodesSchema = z.object({
  recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
});
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** Whether the admin has a second factor, how many recovery codes are left, and whether it is required. */
export const secondFactorStatusSchema = z.object({
  enrolled: z.boolean(),
  recoveryCodesLeft: z.number().int().min(0),
  required: z.boolean(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

/** Identity's answer to a password or code check: the session user, what comes next, and the factor's id. */
export const credentialCheckSchema = sessionUserSchema.extend({
  secondFactor: z.enum(['none', 'code', 'enrol']),
  /** Changes with every enrolment: a remembered browser names the factor it was remembered for. */
  factorId: z.string().nullable(),
});
export type CredentialCheck = z.infer<typeof credentialCheckSchema>;

/** Answer of a confirmed enrolment: the recovery codes, and the admin (signed in when enrolment was required). */
export const enrolmentConfirmedSchema = recoveryCodesSchema.extend({ admin: sessionAdminSchema });
export type EnrolmentConfirmed = z.infer<typeof enrolmentConfirmedSchema>;
