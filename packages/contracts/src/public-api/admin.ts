import { SUPER_ADMIN_ROLES } from '../admin/access';
import {
  adminUserCreateSchema,
  adminUserIdParamsSchema,
  adminUserListSchema,
  adminUserSchema,
  adminUserUpdateSchema,
} from '../admin/admin-user';
import { auditPageSchema, auditQuerySchema } from '../admin/audit';
import {
  mailOutboxEntrySchema,
  mailOutboxIdParamsSchema,
  mailOutboxPageSchema,
  mailOutboxQuerySchema,
} from '../admin/mail-outbox';
import { apiEndpoints } from './endpoints';
import { apiRoute } from './route';

/** Admin users, for super admins (identity keeps the first and the last super admin). */
export const adminUserApi = {
  listAdminUsers: apiRoute({
    ...apiEndpoints.listAdminUsers,
    summary: 'Every admin user',
    roles: SUPER_ADMIN_ROLES,
    response: adminUserListSchema,
    cache: 'no-store',
  }),
  createAdminUser: apiRoute({
    ...apiEndpoints.createAdminUser,
    summary: 'Adds an admin user',
    roles: SUPER_ADMIN_ROLES,
    body: adminUserCreateSchema,
    response: adminUserSchema,
    status: 201,
  }),
  updateAdminUser: apiRoute({
    ...apiEndpoints.updateAdminUser,
    summary: "Changes an admin user's name, role or password (a blank password is kept)",
    roles: SUPER_ADMIN_ROLES,
    params: adminUserIdParamsSchema,
    body: adminUserUpdateSchema,
    response: adminUserSchema,
  }),
  deleteAdminUser: apiRoute({
    ...apiEndpoints.deleteAdminUser,
    summary: 'Removes an admin user',
    roles: SUPER_ADMIN_ROLES,
    params: adminUserIdParamsSchema,
  }),
};

/** The audit log and the mail outbox, for super admins. */
export const adminLogApi = {
  listAudit: apiRoute({
    ...apiEndpoints.listAudit,
    summary: 'The audit log of admin writes, newest first',
    roles: SUPER_ADMIN_ROLES,
    query: auditQuerySchema,
    response: auditPageSchema,
    cache: 'no-store',
  }),
  listMailOutbox: apiRoute({
    ...apiEndpoints.listMailOutbox,
    summary: 'Every mail with its status, newest first',
    roles: SUPER_ADMIN_ROLES,
    query: mailOutboxQuerySchema,
    response: mailOutboxPageSchema,
    cache: 'no-store',
  }),
  retryMail: apiRoute({
    ...apiEndpoints.retryMail,
    summary: 'Queues a failed mail again',
    roles: SUPER_ADMIN_ROLES,
    params: mailOutboxIdParamsSchema,
    response: mailOutboxEntrySchema,
    status: 202,
  }),
};
