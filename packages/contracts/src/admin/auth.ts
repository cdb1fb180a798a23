import { z } from 'zod';
import { roleSchema } from './admin-user';
import { validationKeys } from '../texts/validation';

/** Body of POST /api/auth/login. */
export const loginBodySchema = z.strictObject({
  username: z
    .string({ error: validationKeys.loginUsername })
    .trim()
    .min(1, { error: validationKeys.loginUsername })
    .max(256, { error: validationKeys.tooLong }),
  password: z
    .string({ error: validationKeys.loginPassword })
    .min(1, { error: validationKeys.loginPassword })
    .max(1024, { error: validationKeys.tooLong }),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** A signed-in admin: who, and with which role. */
export const sessionAdminSchema = z.object({
  id: z.number().int().positive(),
  username: z.string().min(1),
  role: roleSchema,
});
export type SessionAdmin = z.infer<typeof sessionAdminSchema>;

/**
 * The one session shape: the admin plus the session version their tokens carry (raised to end every
 * session). Identity answers it for a verified login and for a session check; the gateway signs it.
 */
export const sessionUserSchema = sessionAdminSchema.extend({
  sessionVersion: z.number().int().min(0),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/**
 * What a sign-in step leads to: `signedIn` (a session is set), `code` (the account asks for its second
 * factor) or `enrol` (a super admin must enrol one before anything else).
 */
export const signInNextSchema = z.enum(['signedIn', 'code', 'enrol']);
export type SignInNext = z.infer<typeof signInNextSchema>;

/** Answer of POST /api/auth/login and of the sign-in's second step. */
export const loginResultSchema = z.object({ admin: sessionAdminSchema, next: signInNextSchema });
export type LoginResult = z.infer<typeof loginResultSchema>;

/** Answer of GET /api/auth/check. */
export const authCheckSchema = z.object({
  authenticated: z.boolean(),
  role: sessionAdminSchema.shape.role.nullable(),
});
export type AuthCheck = z.infer<typeof authCheckSchema>;

/** Claims of the session token: user id, role, session version and the login time (epoch seconds). */
export const sessionClaimsSchema = z.object({
  sub: z.string().regex(/^[1-9]\d*$/),
  role: sessionUserSchema.shape.role,
  sv: sessionUserSchema.shape.sessionVersion,
  authTime: z.number().int().min(0),
});
export type SessionClaims = z.infer<typeof sessionClaimsSchema>;
