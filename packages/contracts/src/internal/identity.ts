import { z } from 'zod';
import { STAFF_ROLES, SUPER_ADMIN_ROLES } from '../admin/access';
import {
  adminUserCreateSchema,
  adminUserIdParamsSchema,
  adminUserListSchema,
  adminUserSchema,
  adminUserUpdateSchema,
} from '../admin/admin-user';
import { auditEntrySchema, auditPageSchema, auditQuerySchema, auditRecordBodySchema } from '../admin/audit';
import { sessionUserSchema } from '../admin/auth';
import {
  credentialCheckSchema,
  recoveryCodesSchema,
  secondFactorCodeBodySchema,
  secondFactorEnrolmentSchema,
  secondFactorResetBodySchema,
  secondFactorStatusSchema,
} from '../admin/second-factor';
import { internalRoute } from './route';

/** Body of POST /credentials/verify (gateway -> identity). */
export const verifyCredentialsBodySchema = z.strictObject({
  username: z.string().min(1).max(256),
  password: z.string().min(1).max(1024),
  /** A browser the gateway remembered after a code: no code is owed when it names this user's factor. */
  remembered: z.object({ userId: z.number().int().positive(), factorId: z.string().max(100) }).optional(),
});
export type VerifyCredentialsBody = z.infer<typeof verifyCredentialsBodySchema>;

/** Answer of GET /bootstrap: whether this start seeded the first super admin. */
export const bootstrapStatusSchema = z.object({
  seededThisBoot: z.boolean(),
  username: z.string().nullable(),
});
export type BootstrapStatus = z.infer<typeof bootstrapStatusSchema>;

/**
 * The identity service's routes: the login check and the session check for every call of the gateway (no
 * admin is known yet), admin users and the audit log for super admins, audit records and logout for staff.
 */
export const identityRoutes = {
  /**
   * A login: the same 401 for an unknown username and a wrong password, 429 once the username has used up
   * its attempts (the client's address comes in `INTERNAL_HEADERS.clientAddress`). The answer says whether
   * a second factor is still owed.
   */
  verifyCredentials: internalRoute({
    method: 'POST',
    path: '/credentials/verify',
    body: verifyCredentialsBodySchema,
    response: credentialCheckSchema,
  }),
  /**
   * The sign-in's second step, after a password the gateway vouches for: a code of the app (each used once)
   * or a recovery code (used up), throttled with the password's attempts.
   */
  verifySecondFactor: internalRoute({
    method: 'POST',
    path: '/users/:id/second-factor/verify',
    params: adminUserIdParamsSchema,
    body: secondFactorCodeBodySchema,
    response: credentialCheckSchema,
  }),
  /** The admin's own second factor: whether it is on, and the recovery codes left. */
  getSecondFactor: internalRoute({
    method: 'GET',
    path: '/users/:id/second-factor',
    params: adminUserIdParamsSchema,
    response: secondFactorStatusSchema,
    roles: STAFF_ROLES,
  }),
  /** Starts the admin's own enrolment: a new secret, kept encrypted until a first code confirms it. */
  startSecondFactor: internalRoute({
    method: 'POST',
    path: '/users/:id/second-factor/enrolment',
    params: adminUserIdParamsSchema,
    response: secondFactorEnrolmentSchema,
    roles: STAFF_ROLES,
  }),
  /** A first valid code turns the second factor on and hands out the recovery codes. */
  confirmSecondFactor: internalRoute({
    method: 'POST',
    path: '/users/:id/second-factor/enrolment/confirm',
    params: adminUserIdParamsSchema,
    body: secondFactorCodeBodySchema,
    response: recoveryCodesSchema,
    roles: STAFF_ROLES,
  }),
  /** New recovery codes for the admin's own second factor (a current code confirms); the old ones end. */
  regenerateRecoveryCodes: internalRoute({
    method: 'POST',
    path: '/users/:id/second-factor/recovery-codes',
    params: adminUserIdParamsSchema,
    body: secondFactorCodeBodySchema,
    response: recoveryCodesSchema,
    roles: STAFF_ROLES,
  }),
  /**
   * Turns an admin's second factor off (audited): their own, or another's by a super admin, never the first
   * administrator's but by themselves. The password of the admin making it confirms.
   */
  resetSecondFactor: internalRoute({
    method: 'POST',
    path: '/users/:id/second-factor/reset',
    params: adminUserIdParamsSchema,
    body: secondFactorResetBodySchema,
    roles: STAFF_ROLES,
  }),
  /** What every session is checked against: the admin as they are now, with their session version. */
  getSession: internalRoute({
    method: 'GET',
    path: '/users/:id/session',
    params: adminUserIdParamsSchema,
    response: sessionUserSchema,
  }),
  /** Logout: ends every session of the admin. */
  endSessions: internalRoute({
    method: 'POST',
    path: '/users/:id/logout',
    params: adminUserIdParamsSchema,
    roles: STAFF_ROLES,
  }),
  listUsers: internalRoute({
    method: 'GET',
    path: '/users',
    response: adminUserListSchema,
    roles: SUPER_ADMIN_ROLES,
  }),
  createUser: internalRoute({
    method: 'POST',
    path: '/users',
    body: adminUserCreateSchema,
    response: adminUserSchema,
    status: 201,
    roles: SUPER_ADMIN_ROLES,
  }),
  updateUser: internalRoute({
    method: 'PUT',
    path: '/users/:id',
    params: adminUserIdParamsSchema,
    body: adminUserUpdateSchema,
    response: adminUserSchema,
    roles: SUPER_ADMIN_ROLES,
  }),
  deleteUser: internalRoute({
    method: 'DELETE',
    path: '/users/:id',
    params: adminUserIdParamsSchema,
    roles: SUPER_ADMIN_ROLES,
  }),
  /** The audit log, newest first. */
  listAudit: internalRoute({
    method: 'GET',
    path: '/audit',
    query: auditQuerySchema,
    response: auditPageSchema,
    roles: SUPER_ADMIN_ROLES,
  }),
  /** Records an admin write under the calling admin. */
  recordAudit: internalRoute({
    method: 'POST',
    path: '/audit',
    body: auditRecordBodySchema,
    response: auditEntrySchema,
    status: 201,
    roles: STAFF_ROLES,
  }),
  /** For the launcher: whether this start seeded the first super admin (so its password is worth printing). */
  bootstrap: internalRoute({
    method: 'GET',
    path: '/bootstrap',
    response: bootstrapStatusSchema,
  }),
};
