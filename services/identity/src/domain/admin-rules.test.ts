import { describe, expect, it } from 'vitest';
import { deletionBlocker, endsSessions, roleChangeBlocker, usernameKey } from './admin-rules';

describe('deletionBlocker', () => {
  it('protects the first administrator whatever the counts', () => {
    expect(deletionBlocker({ id: 1, role: 'super_admin' }, 5)).toBe('PROTECTED_USER');
    expect(deletionBlocker({ id: 1, role: 'product_manager' }, 5)).toBe('PROTECTED_USER');
  });

  it('keeps the last super admin', () => {
    expect(deletionBlocker({ id: 2, role: 'super_admin' }, 1)).toBe('LAST_SUPER_ADMIN');
  });

  it('lets a super admin go while another remains, and any product manager', () => {
    expect(deletionBlocker({ id: 2, role: 'super_admin' }, 2)).toBeNull();
    expect(deletionBlocker({ id: 3, role: 'product_manager' }, 1)).toBeNull();
  });
});

describe('roleChangeBlocker', () => {
  it('refuses to demote the last super admin', () => {
    expect(roleChangeBlocker({ id: 1, role: 'super_admin' }, 'product_manager', 1)).toBe('LAST_SUPER_ADMIN');
  });

  it('never demotes the first administrator, even while another super admin remains', () => {
    expect(roleChangeBlocker({ id: 1, role: 'super_admin' }, 'product_manager', 2)).toBe('PROTECTED_USER');
  });

  it('allows a demotion while another super admin remains, and every promotion', () => {
    expect(roleChangeBlocker({ id: 2, role: 'super_admin' }, 'product_manager', 2)).toBeNull();
    expect(roleChangeBlocker({ id: 4, role: 'product_manager' }, 'super_admin', 1)).toBeNull();
    expect(roleChangeBlocker({ id: 1, role: 'super_admin' }, 'super_admin', 1)).toBeNull();
  });
});

describe('endsSessions', () => {
  it('ends sessions on a new username', () => {
    expect(
      endsSessions({
        passwordChanged: false,
        roleBefore: 'super_admin',
        roleAfter: 'super_admin',
        usernameBefore: 'ana',
        usernameAfter: 'ana.k',
      }),
    ).toBe(true);
  });

  it('ends sessions on a new password or a new role only', () => {
    expect(endsSessions({ passwordChanged: true, roleBefore: 'super_admin', roleAfter: 'super_admin' })).toBe(
      true,
    );
    expect(
      endsSessions({ passwordChanged: false, roleBefore: 'super_admin', roleAfter: 'product_manager' }),
    ).toBe(true);
    expect(
      endsSessions({ passwordChanged: false, roleBefore: 'product_manager', roleAfter: 'product_manager' }),
    ).toBe(false);
  });
});

describe('usernameKey', () => {
  it('ignores letter case and surrounding blanks, also outside ASCII', () => {
    expect(usernameKey('  Admin ')).toBe('admin');
    expect(usernameKey('ИВАН')).toBe(usernameKey('иван'));
    expect(usernameKey('Çelë')).toBe('çelë');
  });

  it('treats composed and decomposed letters as the same name', () => {
    expect(usernameKey('e\u0308')).toBe(usernameKey('\u00eb'));
  });
});
