import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { failureDescription, retryWhen } from './failure-text';

describe('retryWhen', () => {
  it.each([
    [1, 'mk', 'за 1 секунда'],
    [59, 'al', 'pas 59 sekondash'],
    [61, 'mk', 'за 2 минути'],
    [3600, 'al', 'pas 1 ore'],
    [5400, 'mk', 'за 2 часа'],
  ] as const)('%i s in %s reads %s', (seconds, language, text) => {
    expect(retryWhen(seconds, language)).toBe(text);
  });
});

describe('failureDescription', () => {
  it('says when to try again for a 429 with Retry-After', () => {
    const limited = new ApiError(429, '', 'Too Many Requests', undefined, 30);
    expect(failureDescription(limited, 'mk', 'contact.failedBody')).toBe(
      'Премногу обиди од вашата адреса. Обидете се повторно за 30 секунди.',
    );
  });

  it("keeps the form's own text for other failures and a 429 without Retry-After", () => {
    const plain = 'Настана проблем при испраќањето на пораката. Ве молиме обидете се повторно.';
    expect(failureDescription(new ApiError(429, '', 'Too Many Requests'), 'mk', 'contact.failedBody')).toBe(
      plain,
    );
    expect(
      failureDescription(new ApiError(503, '', 'Unavailable', undefined, 30), 'mk', 'contact.failedBody'),
    ).toBe(plain);
    expect(failureDescription(new TypeError('offline'), 'mk', 'contact.failedBody')).toBe(plain);
  });
});
