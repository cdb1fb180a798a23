import { PROTECTED_USER_ID, type ErrorCode, type Role } from '@hiti/contracts';

export interface UserRoleFacts {
  id: number;
  role: Role;
}

/** Why a user may not be deleted, or null when the deletion is allowed. */
export function deletionBlocker(user: UserRoleFacts, superAdminCount: number): ErrorCode | null {
  if (user.id === PROTECTED_USER_ID) return 'PROTECTED_USER';
  if (user.role === 'super_admin' && superAdminCount <= 1) return 'LAST_SUPER_ADMIN';
  return null;
}

/** Why a user's role may not change to `nextRole`, or null when it may. */
export function roleChangeBlocker(
  user: UserRoleFacts,
  nextRole: Role,
  superAdminCount: number,
): ErrorCode | null {
  const demotion = user.role === 'super_admin' && nextRole !== 'super_admin';
  if (demotion && superAdminCount <= 1) return 'LAST_SUPER_ADMIN';
  if (demotion && user.id === PROTECTED_USER_ID) return 'PROTECTED_USER';
  return null;
}

/** A new password, a new role or a new username ends every session the user had. */
export function endsSessions(change: {
  passwordChanged: boolean;
  roleBefore: Role;
  roleAfter: Role;
  usernameBefore?: string;
  usernameAfter?: string;
}): boolean {
  return (
    change.passwordChanged ||
    change.roleBefore !== change.roleAfter ||
    change.usernameBefore !== change.usernameAfter
  );
}

/** The key that makes usernames unique regardless of letter case (and the one logins look up). */
export function usernameKey(username: string): string {
  return username.trim().normalize('NFC').toLowerCase();
}

/**
 * Why `callerId` may not make this change to user `targetId`, or null: the first administrator's name and
 * password are theirs alone, so another super admin cannot take the account over.
 */
export function firstAdminChangeBlocker(
  targetId: number,
  callerId: number,
  change: { usernameChanged: boolean; passwordChanged: boolean },
): ErrorCode | null {
  if (targetId !== PROTECTED_USER_ID || callerId === PROTECTED_USER_ID) return null;
  return change.usernameChanged || change.passwordChanged ? 'FIRST_ADMIN_ONLY' : null;
}
