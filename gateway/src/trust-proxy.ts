import { isIP } from 'node:net';
import { z } from 'zod';

/** Fastify's `trustProxy` in the two forms that cannot be spoofed by a client: a hop count or addresses. */
export type TrustProxy = false | number | string[];

function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  if (rest.length > 0 || isIP(address) === 0) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d+$/.test(bits) && Number(bits) <= max;
}

/**
 * `TRUST_PROXY`: empty or `false` (no proxy), the number of proxies in front (`1` behind one load
 * balancer), or the proxies' addresses / CIDR ranges, comma separated. `true` is refused: it would take
 * a client's own X-Forwarded-For as its address and let it slip past every per-IP limit.
 */
export const trustProxySchema = z
  .string()
  .default('false')
  .transform((value, context): TrustProxy => {
    const trimmed = value.trim();
    if (trimmed === '' || trimmed === 'false') return false;
    if (/^\d+$/.test(trimmed)) return Number(trimmed);
    const entries = trimmed
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (entries.length > 0 && entries.every(isAddressOrRange)) return entries;
    context.addIssue({
      code: 'custom',
      message: 'must be false, a hop count (e.g. 1) or proxy addresses/CIDR ranges (e.g. 10.0.0.0/8)',
    });
    return z.NEVER;
  });
