/** Whether a write failed on a unique index (MongoDB error 11000). */
export function isDuplicateKey(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 11000;
}
