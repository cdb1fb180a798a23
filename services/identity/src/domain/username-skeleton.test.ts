import { describe, expect, it } from 'vitest';
import { usernameSkeleton } from './username-skeleton';

describe('usernameSkeleton', () => {
  it('gives look-alike names one skeleton', () => {
    const admin = usernameSkeleton('admin');
    for (const lookAlike of [
      'аdmіn',
      'ADMIN',
      'adrnin',
      'admın',
      ' admin ',
      'ａｄｍｉｎ',
      'ADMİN',
      'admín',
      'ädmin',
    ]) {
      expect(usernameSkeleton(lookAlike), lookAlike).toBe(admin);
    }
    expect(usernameSkeleton('paypal')).toBe(usernameSkeleton('pаypаl'));
  });

  it('keeps names that only share letters apart', () => {
    expect(usernameSkeleton('ana')).not.toBe(usernameSkeleton('anna'));
    expect(usernameSkeleton('марија')).not.toBe(usernameSkeleton('марина'));
  });
});
