import { Secret, TOTP } from 'otpauth';

/** The app's codes: RFC 6238 defaults that every authenticator app reads (SHA-1, 6 digits, 30 s). */
const PERIOD_SECONDS = 30;
const ISSUER = 'Hiti Kamina';
/** A code of the step before or after is accepted too (a phone's clock a little off, a slow typist). */
const WINDOW = 1;

function totpOf(secret: string, username: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: username,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random secret (160 bits, as RFC 4226 recommends), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI that authenticator apps read from the QR code. */
export function totpUri(secret: string, username: string): string {
  return totpOf(secret, username).toString();
}

/** The time step a code belongs to, or null when it is not one of the accepted steps around `now`. */
export function totpStep(secret: string, code: string, now: number = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const totp = totpOf(secret, '');
  const delta = totp.validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

/** The code of a time (for tests and for checking an app against the server's clock). */
export function totpCode(secret: string, now: number = Date.now()): string {
  return totpOf(secret, '').generate({ timestamp: now });
}
