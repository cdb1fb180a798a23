import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@hiti/contracts';

/** Letters and digits that are not mistaken for one another when read off paper (no 0/o, 1/l/i). */
const ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
const GROUP = 5;

function group(): string {
  return Array.from({ length: GROUP }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** Ten new recovery codes such as `k7m2p-x9rtw` (about 49 bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${group()}-${group()}`);
}

/** A typed recovery code as stored: lower case, without spaces or dashes. */
function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

/** What is kept of a recovery code: its SHA-256 (a code is random and used once, so no slow hash is needed). */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalizeRecoveryCode(code)).digest('base64url');
}
