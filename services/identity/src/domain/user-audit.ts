import { auditSummary, type AdminUser, type AuditSummary } from '@hiti/contracts';

export interface UserChangeFacts {
  before: Pick<AdminUser, 'username' | 'role'>;
  after: Pick<AdminUser, 'username' | 'role'>;
  passwordChanged: boolean;
}

/** What an edit of an admin user changed, each change a part (the password only as "changed"). */
export function userUpdateSummary(change: UserChangeFacts): AuditSummary {
  const parts: NonNullable<AuditSummary['parts']> = [];
  if (change.before.username !== change.after.username)
    parts.push({ key: 'renamed', values: { username: change.after.username } });
  if (change.before.role !== change.after.role)
    parts.push({
      key: 'roleChanged',
      values: { from: { role: change.before.role }, to: { role: change.after.role } },
    });
  if (change.passwordChanged) parts.push({ key: 'passwordChanged', values: {} });
  return auditSummary('adminUserUpdated', { username: change.before.username }, parts);
}
