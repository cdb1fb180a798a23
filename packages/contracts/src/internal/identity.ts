import { z } from 'zod';

/** Body of POST /internal/verify-credentials (gateway -> identity). */
export const verifyCredentialsBodySchema = z.strictObject({
  username: z.string().min(1).max(256),
  password: z.string().min(1).max(1024),
});
export type VerifyCredentialsBody = z.infer<typeof verifyCredentialsBodySchema>;

// POST /internal/verify-credentials and GET /internal/users/:id/session answer a `SessionUser`
// (admin/auth.ts): the one session shape.

/** Answer of GET /internal/bootstrap: whether this start seeded the first super admin. */
export const bootstrapStatusSchema = z.object({
  seededThisBoot: z.boolean(),
  username: z.string().nullable(),
});
export type BootstrapStatus = z.infer<typeof bootstrapStatusSchema>;
