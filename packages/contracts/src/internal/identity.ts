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
import { internalRoute } from './route';

/** Body of POST /credentials/verify (gateway -> identity). */
export const verifyCredentialsBodySchema = z.strictObject({
  username: z.string().min(1).max(256),
  password: z.string().min(1).max(1024),
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
   * its attempts (the client's address comes in `INTERNAL_HEADERS.clientAddress`).
   */
  verifyCredentials: internalRoute({
    method: 'POST',
    path: '/credentials/verify',
    body: verifyCredentialsBodySchema,
    response: sessionUserSchema,
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
