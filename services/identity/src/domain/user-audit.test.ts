import { describe, expect, it } from 'vitest';
import { auditSummaryText } from '@hiti/contracts';
import { userUpdateSummary } from './user-audit';

describe('userUpdateSummary', () => {
  const everything = userUpdateSummary({
    before: { username: 'ana', role: 'super_admin' },
    after: { username: 'ana.k', role: 'product_manager' },
    passwordChanged: true,
  });

  it('names every change, the password only as changed', () => {
    expect(auditSummaryText(everything, 'en')).toBe(
      'Updated admin user ana: renamed to ana.k, role super_admin → product_manager, password changed',
    );
  });

  it('reads in Macedonian and in Albanian', () => {
    expect(auditSummaryText(everything, 'mk')).toBe(
      'Изменет администраторот ana: преименуван во ana.k, улога super_admin → product_manager, лозинката е сменета',
    );
    expect(auditSummaryText(everything, 'al')).toBe(
      'U ndryshua administratori ana: u riemërtua në ana.k, roli super_admin → product_manager, fjalëkalimi u ndryshua',
    );
  });

  it('says so when nothing changed', () => {
    const same = { username: 'ana', role: 'product_manager' } as const;
    const summary = userUpdateSummary({ before: same, after: same, passwordChanged: false });
    expect(auditSummaryText(summary, 'en')).toBe('Updated admin user ana: no changes');
    expect(auditSummaryText(summary, 'al')).toBe('U ndryshua administratori ana: pa ndryshime');
  });
});
