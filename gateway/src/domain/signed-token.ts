import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';

/** A key of its own for one kind of token, derived from the gateway's secret. */
export function tokenKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'hiti-gateway', purpose, 32));
}

const mac = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest();

/** `claims` as `base64url(json).base64url(hmac)`, readable by whoever holds `key` only. */
export function signToken(key: Buffer, claims: object): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${mac(key, body).toString('base64url')}`;
}

/** The claims of a token signed with `key`, if they fit `schema` and `exp` (epoch seconds) is not past. */
export function readToken<Schema extends z.ZodType<{ exp: number }>>(
  key: Buffer,
  schema: Schema,
  token: string | undefined,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): z.output<Schema> | null {
  const [body, signature, ...rest] = (token ?? '').split('.');
  if (!body || !signature || rest.length > 0) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(key, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const claims = schema.safeParse(json);
  return claims.success && claims.data.exp > nowSeconds ? claims.data : null;
}
