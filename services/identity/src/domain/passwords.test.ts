import { describe, expect, it } from 'vitest';
import { createDummyHash, generatePassword, hashPassword, needsRehash, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id, 19 MiB, 2 passes, 1 lane, salted', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await hashPassword('correct horse')).not.toBe(hash);
    expect(needsRehash(hash)).toBe(false);
  });

  it('verifies the right password only', async () => {
    const hash = await hashPassword('correct horse');
    expect(await verifyPassword(hash, 'correct horse')).toBe(true);
    expect(await verifyPassword(hash, 'Correct horse')).toBe(false);
  });

  it('answers false for a hash it cannot read and asks to rehash weaker settings', async () => {
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
    expect(needsRehash('$argon2id$v=19$m=4096,t=3,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA')).toBe(true);
  });

  it('makes a dummy hash of the same cost and random passwords', async () => {
    expect(await createDummyHash()).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    const password = generatePassword();
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(generatePassword()).not.toBe(password);
  });
});
