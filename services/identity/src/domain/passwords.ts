import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/** argon2id with the OWASP minimum: 19 MiB of memory, 2 passes, 1 lane. */
const PASSWORD_HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, PASSWORD_HASH_OPTIONS);
}

/** False for a wrong password and for a hash that cannot be read (never throws on bad input). */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** Whether a stored hash was made with weaker or other settings than the current ones. */
export function needsRehash(hash: string): boolean {
  try {
    return argon2.needsRehash(hash, PASSWORD_HASH_OPTIONS);
  } catch {
    return true;
  }
}

/** A hash of a random secret, checked for unknown usernames so they cost the same time as known ones. */
export function createDummyHash(): Promise<string> {
  return hashPassword(randomBytes(24).toString('base64url'));
}

/** A random password for the first super admin when none is configured. */
export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}
