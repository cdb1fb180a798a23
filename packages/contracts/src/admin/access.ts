import type { Role } from '../constants';

/** Products, categories and uploads: every signed-in admin. */
export const STAFF_ROLES: readonly Role[] = ['super_admin', 'product_manager'];
/** Site content, admin users, audit log, mail outbox: super admins only. */
export const SUPER_ADMIN_ROLES: readonly Role[] = ['super_admin'];

/**
 * Who may call a route, declared once on the route (`config: { roles }`): `'public'` for everyone, or the
 * roles of the signed-in admins it lets through.
 */
export type RouteRoles = readonly Role[] | 'public';
