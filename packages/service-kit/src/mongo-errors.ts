/**
 * Whether a write failed on a unique index (MongoDB error 11000); with `field`, only when that field's
 * index refused it.
 */
export function isDuplicateKey(error: unknown, field?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, keyPattern } = error as { code?: unknown; keyPattern?: unknown };
  if (code !== 11000) return false;
  if (field === undefined) return true;
  return typeof keyPattern === 'object' && keyPattern !== null && field in keyPattern;
}
