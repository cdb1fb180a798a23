import { z } from 'zod';
import { roleSchema } from '../admin/admin-user';

/** Body of POST /internal/verify-credentials (gateway -> identity). */
export const verifyCredentialsBodySchema = z.strictObject({
  username: z.string().min(1).max(256),
  password: z.string().min(1).max(1024),
});
export type VerifyCredentialsBody = z.infer<typeof verifyCredentialsBodySchema>;

/** The user whose credentials were verified. */
export const verifiedUserSchema = z.object({
  id: z.number().int().positive(),
  username: z.string(),
  role: roleSchema,
  sessionVersion: z.number().int().min(0),
});
export type VerifiedUser = z.infer<typeof verifiedUserSchema>;

/** Answer of GET /internal/users/:id/session: what the gateway checks a session against. */
export const sessionStateSchema = z.object({
  id: z.number().int().positive(),
  username: z.string(),
  role: roleSchema,
  sessionVersion: z.number().int().min(0),
});
export type SessionState = z.infer<typeof sessionStateSchema>;

/** Answer of GET /internal/bootstrap: whether this start seeded the first super admin. */
export const bootstrapStatusSchema = z.object({
  seededThisBoot: z.boolean(),
  username: z.string().nullable(),
});
export type BootstrapStatus = z.infer<typeof bootstrapStatusSchema>;
