import { describe, expect, it } from 'vitest';
import { promoInstant, promoWindowInOrder, toStoredFields } from './product-fields';

describe('promoInstant', () => {
  it('keeps a date-time as the instant it names', () => {
    expect(promoInstant('2025-03-01T10:30:00+02:00', 'start')?.toISOString()).toBe(
      '2025-03-01T08:30:00.000Z',
    );
  });

  it('stretches a bare date over the whole day', () => {
    expect(promoInstant('2025-03-01', 'start')?.toISOString()).toBe('2025-03-01T00:00:00.000Z');
    expect(promoInstant('2025-03-31', 'end')?.toISOString()).toBe('2025-03-31T23:59:59.999Z');
  });

  it('keeps a missing date missing', () => {
    expect(promoInstant(null, 'end')).toBeNull();
  });
});

describe('toStoredFields', () => {
  it('converts only the fields that are present', () => {
    expect(toStoredFields({ name: { mk: 'Камин', al: 'Kamin' }, promoEndDate: '2025-03-31' })).toEqual({
      name: { mk: 'Камин', al: 'Kamin' },
      promoEndDate: new Date('2025-03-31T23:59:59.999Z'),
    });
    expect(toStoredFields({ promoStartDate: null })).toEqual({ promoStartDate: null });
  });
});

describe('promoWindowInOrder', () => {
  it('accepts an end at or after the start and a window with a missing end', () => {
    const start = new Date('2025-03-01');
    expect(promoWindowInOrder(start, new Date('2025-03-01'))).toBe(true);
    expect(promoWindowInOrder(start, null)).toBe(true);
    expect(promoWindowInOrder(start, new Date('2025-02-28'))).toBe(false);
  });
});
