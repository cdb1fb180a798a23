/**
 * Seconds to wait from a Retry-After header, which holds either a number of seconds or an HTTP date;
 * undefined when it is missing or unreadable. A date already past means "now" (0).
 */
export function secondsUntilRetry(header: string | null, nowMs: number): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  // an HTTP date names its weekday and month; Date.parse would also take "-5" as a year
  const at = /^[a-z]{3}, /i.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - nowMs) / 1000));
}
