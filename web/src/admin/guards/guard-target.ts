import type { AuthCheck, Role } from '@hiti/contracts';

export interface GuardRule {
  /** Roles that may open the page. */
  roles: readonly Role[];
  /** Where a visitor without a session goes (`/admin` or `/admin/login`). */
  unauthenticatedTo: string;
  /** Where a signed-in admin without one of the roles goes. */
  forbiddenTo: string;
}

/** Where to send the visitor instead of the page, or null to show it. */
export function guardTarget(check: AuthCheck, rule: GuardRule): string | null {
  if (!check.authenticated || check.role === null) return rule.unauthenticatedTo;
  return rule.roles.includes(check.role) ? null : rule.forbiddenTo;
}

/** Where an admin lands after login, or when opening the login page while signed in. */
export function homeOfRole(role: Role): string {
  return role === 'product_manager' ? '/admin/product-manager' : '/admin/dashboard';
}
