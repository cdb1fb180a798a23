import type { AdminUser } from '@hiti/contracts';

export interface UserChangeFacts {
  before: Pick<AdminUser, 'username' | 'role'>;
  after: Pick<AdminUser, 'username' | 'role'>;
  passwordChanged: boolean;
}

/** One line saying what an edit of an admin user changed (the password only as "changed"). */
export function userUpdateSummary(change: UserChangeFacts): string {
  const parts: string[] = [];
  if (change.before.username !== change.after.username) parts.push(`renamed to ${change.after.username}`);
  if (change.before.role !== change.after.role)
    parts.push(`role ${change.before.role} → ${change.after.role}`);
  if (change.passwordChanged) parts.push('password changed');
  const what = parts.length ? `: ${parts.join(', ')}` : ': no changes';
  return `Updated admin user ${change.before.username}${what}`;
}
