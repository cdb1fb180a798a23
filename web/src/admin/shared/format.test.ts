import { describe, expect, it } from 'vitest';
import { formatDateTime, formatEuro } from './format';

// 23:30 UTC is already the next day in Skopje (UTC+1 in November).
const AT = '2026-11-20T23:30:00.000Z';

describe('admin formats', () => {
  it("writes a date in the admin language, in the showroom's time whatever the machine's zone", () => {
    expect(formatDateTime(AT, 'en')).toBe('21 Nov 2026, 00:30');
    expect(formatDateTime(AT, 'mk')).toBe('21 ное 2026, 00:30');
    expect(formatDateTime(AT, 'al')).toBe('21 Nën 2026, 00:30');
  });

  it('writes the time on a 24-hour clock in every language', () => {
    for (const language of ['en', 'mk', 'al'] as const) {
      const text = formatDateTime(AT, language);
      expect(text).toMatch(/\d{1,2}:\d{2}$/);
      expect(text).not.toMatch(/AM|PM|p\.d\.|m\.d\./i);
    }
  });

  it('writes euros as the admin enters them', () => {
    // a no-break space: a narrow table cell never puts the € on a line of its own
    expect(formatEuro(1234.5)).toBe('1.234,50\u00a0€');
    expect(formatEuro(null)).toBe('—');
  });
});
