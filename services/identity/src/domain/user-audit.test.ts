import { describe, expect, it } from 'vitest';
import { userUpdateSummary } from './user-audit';

describe('userUpdateSummary', () => {
  it('names every change, the password only as changed', () => {
    expect(
      userUpdateSummary({
        before: { username: 'ana', role: 'super_admin' },
        after: { username: 'ana.k', role: 'product_manager' },
        passwordChanged: true,
      }),
    ).toBe('Updated admin user ana: renamed to ana.k, role super_admin → product_manager, password changed');
  });

  it('says so when nothing changed', () => {
    const same = { username: 'ana', role: 'product_manager' } as const;
    expect(userUpdateSummary({ before: same, after: same, passwordChanged: false })).toBe(
      'Updated admin user ana: no changes',
    );
  });
});
