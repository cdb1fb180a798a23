import { describe, expect, it } from 'vitest';
import { passwordWeakness } from './password-strength';

describe('passwordWeakness', () => {
  it('refuses the most common passwords, whatever their case', () => {
    for (const password of ['123456', 'password', 'Qwerty123', 'iloveyou']) {
      expect(passwordWeakness(password, 'ana'), password).toBe('passwordCommon');
    }
  });

  it('refuses passwords that are easy to guess, the username and the site included', () => {
    for (const password of ['ana-ana-1', 'hitikamina1', 'abcdefgh', 'aaaaaaaaaa']) {
      expect(passwordWeakness(password, 'ana-ana'), password).toBe('passwordWeak');
    }
  });

  it('accepts a phrase of several words', () => {
    expect(passwordWeakness('tri crveni kamini vo zima', 'ana')).toBeNull();
    expect(passwordWeakness('first-admin-password', 'admin')).toBeNull();
  });
});
