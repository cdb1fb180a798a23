import { describe, expect, it } from 'vitest';
import { formatDateTime, formatEuro } from './format';

// Noon UTC: the same month and year in every time zone the machine may be set to.
const AT = '2026-11-20T12:00:00.000Z';

describe('admin formats', () => {
  it('writes a date in the admin language with its month names', () => {
    expect(formatDateTime(AT, 'en')).toMatch(/Nov 2026/);
    expect(formatDateTime(AT, 'mk')).toMatch(/ное\. 2026/);
    expect(formatDateTime(AT, 'sq')).toMatch(/nën 2026/);
  });

  it('writes the time on a 24-hour clock in every language', () => {
    for (const language of ['en', 'mk', 'sq'] as const) {
      const text = formatDateTime(AT, language);
      expect(text).toMatch(/\d{1,2}:\d{2}$/);
      expect(text).not.toMatch(/AM|PM|p\.d\.|m\.d\./i);
    }
  });

  it('writes euros as the admin enters them', () => {
    expect(formatEuro(1234.5)).toBe('1.234,50 €');
    expect(formatEuro(null)).toBe('—');
  });
});
