import { describe, expect, it } from 'vitest';
import { secondsUntilRetry } from './retry-after';

describe('secondsUntilRetry', () => {
  const now = Date.parse('2026-03-01T10:00:00Z');

  it('reads a number of seconds', () => {
    expect(secondsUntilRetry('42', now)).toBe(42);
    expect(secondsUntilRetry(' 0 ', now)).toBe(0);
  });

  it('reads an HTTP date, rounding up to a whole second', () => {
    expect(secondsUntilRetry('Sun, 01 Mar 2026 10:02:00 GMT', now)).toBe(120);
    expect(secondsUntilRetry('Sun, 01 Mar 2026 09:00:00 GMT', now)).toBe(0);
  });

  it('has nothing to say for a missing or unreadable header', () => {
    expect(secondsUntilRetry(null, now)).toBeUndefined();
    expect(secondsUntilRetry('', now)).toBeUndefined();
    expect(secondsUntilRetry('soon', now)).toBeUndefined();
    expect(secondsUntilRetry('-5', now)).toBeUndefined();
  });
});
