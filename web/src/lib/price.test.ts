import { describe, expect, it } from 'vitest';
import { eurToDenars, formatDate, formatDenars, groupThousands, priceView } from './price';

const base = {
  fullPrice: 1000,
  promoPrice: 800,
  promoActive: false,
  promoEndDate: '2030-12-31T22:59:59.000Z',
};

describe('denar prices', () => {
  it('converts euros at 61.5 denars and rounds to whole denars', () => {
    expect(eurToDenars(1000)).toBe(61500);
    expect(eurToDenars(10.01)).toBe(616);
    expect(eurToDenars(2, 60)).toBe(120);
  });

  it('groups thousands with dots', () => {
    expect(groupThousands(0)).toBe('0');
    expect(groupThousands(999)).toBe('999');
    expect(groupThousands(1000)).toBe('1.000');
    expect(groupThousands(1234567)).toBe('1.234.567');
  });

  it('labels the amount ден in Macedonian and den in Albanian', () => {
    expect(formatDenars(1000, 'mk')).toBe('61.500 ден');
    expect(formatDenars(1000, 'al')).toBe('61.500 den');
    expect(formatDenars(0.5, 'mk')).toBe('31 ден');
  });
});

describe('priceView', () => {
  it('shows the full price when no promotion runs, even if a promo price is stored', () => {
    expect(priceView(base, 'mk')).toEqual({
      current: '61.500 ден',
      original: null,
      onSale: false,
      promoEndsAt: null,
    });
  });

  it('shows the sale price, the struck full price and the end date while the promotion is active', () => {
    expect(priceView({ ...base, promoActive: true }, 'al')).toEqual({
      current: '49.200 den',
      original: '61.500 den',
      onSale: true,
      promoEndsAt: '2030-12-31T22:59:59.000Z',
    });
  });

  it('has no price to show when the product has none', () => {
    expect(priceView({ ...base, fullPrice: null }, 'mk').current).toBeNull();
    expect(priceView({ ...base, fullPrice: null, promoActive: true }, 'mk')).toMatchObject({
      current: '49.200 ден',
      original: null,
      onSale: true,
    });
  });
});

describe('formatDate', () => {
  it('writes day.month.year', () => {
    expect(formatDate('2025-01-05T12:00:00.000Z')).toBe('05.01.2025');
  });

  it('writes the day as it falls in North Macedonia, whatever the reader’s time zone', () => {
    expect(formatDate('2030-12-31T22:59:59.000Z')).toBe('31.12.2030');
    expect(formatDate('2030-12-31T23:30:00.000Z')).toBe('01.01.2031');
    expect(formatDate('2025-06-30T22:30:00.000Z')).toBe('01.07.2025');
  });
});
