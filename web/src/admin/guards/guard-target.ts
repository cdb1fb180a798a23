import type { AuthCheck, Role } from '@hiti/contracts';

export interface GuardRule {
  /** Roles that may open the page. */
  roles: readonly Role[];
  /** Where a visitor without a session goes (`/admin` or `/admin/login`). */
  unauthenticatedTo: string;
  /** Where a signed-in admin without one of the roles goes, when the page is another role's home. */
  forbiddenTo: string;
}

/** What a guarded page does for a visitor: shows itself, sends them elsewhere, or tells them it is not theirs. */
export type GuardDecision =
  { kind: 'show' } | { kind: 'redirect'; to: string } | { kind: 'forbidden'; home: string };

/** Where an admin lands after login, or when opening the login page while signed in. */
export function homeOfRole(role: Role): string {
  return role === 'product_manager' ? '/admin/product-manager' : '/admin/dashboard';
}

/**
 * A visitor without a session goes to the rule's login page. A signed-in admin without the role is taken
 * to their own home when the page is another role's home (the dashboards); any other page tells them to
 * contact an administrator, with a link to their home (SPEC §6).
 */
export function guardDecision(check: AuthCheck, rule: GuardRule): GuardDecision {
  if (!check.authenticated || check.role === null) return { kind: 'redirect', to: rule.unauthenticatedTo };
  if (rule.roles.includes(check.role)) return { kind: 'show' };
  const home = homeOfRole(check.role);
  return rule.forbiddenTo === home ? { kind: 'redirect', to: home } : { kind: 'forbidden', home };
}
