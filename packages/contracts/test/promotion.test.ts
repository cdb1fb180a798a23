import { describe, expect, it } from 'vitest';
import { derivePricing, effectivePrice, isPromoActive } from '../src';

const start = '2025-03-01T00:00:00.000Z';
const end = '2025-03-31T23:59:59.999Z';
const promo = { fullPrice: 1500, promoPrice: 1200, promoStartDate: start, promoEndDate: end };
const at = (iso: string) => new Date(iso);

describe('isPromoActive', () => {
  it('is active at the start instant and at the end instant (inclusive)', () => {
    expect(isPromoActive(promo, at(start))).toBe(true);
    expect(isPromoActive(promo, at(end))).toBe(true);
    expect(isPromoActive(promo, at('2025-03-15T12:00:00.000Z'))).toBe(true);
  });

  it('is inactive one millisecond outside the window', () => {
    expect(isPromoActive(promo, at('2025-02-28T23:59:59.999Z'))).toBe(false);
    expect(isPromoActive(promo, at('2025-04-01T00:00:00.000Z'))).toBe(false);
  });

  it.each(['promoPrice', 'promoStartDate', 'promoEndDate'] as const)(
    'is inactive when %s is missing',
    (field) => {
      const now = at('2025-03-15T00:00:00.000Z');
      expect(isPromoActive({ ...promo, [field]: null }, now)).toBe(false);
      expect(isPromoActive({ ...promo, [field]: undefined }, now)).toBe(false);
    },
  );

  it('counts a promotion price of 0 as set', () => {
    expect(isPromoActive({ ...promo, promoPrice: 0 }, at(start))).toBe(true);
  });

  it('accepts Date values and epoch milliseconds', () => {
    const dated = { ...promo, promoStartDate: at(start), promoEndDate: at(end) };
    expect(isPromoActive(dated, Date.parse(start))).toBe(true);
    expect(isPromoActive(dated, Date.parse(end) + 1)).toBe(false);
  });

  it('treats unreadable dates and an empty window as inactive', () => {
    expect(isPromoActive({ ...promo, promoStartDate: 'soon' }, at(start))).toBe(false);
    expect(isPromoActive({ ...promo, promoStartDate: end, promoEndDate: start }, at(start))).toBe(false);
  });
});

describe('effectivePrice', () => {
  const now = at('2025-03-10T00:00:00.000Z');

  it('is the promotion price while the promotion is active', () => {
    expect(effectivePrice(promo, now)).toBe(1200);
  });

  it('is the full price when the promotion is not active', () => {
    expect(effectivePrice(promo, at('2025-05-01T00:00:00.000Z'))).toBe(1500);
    expect(effectivePrice({ ...promo, promoEndDate: null }, now)).toBe(1500);
  });

  it('is 0 without a full price and without an active promotion', () => {
    expect(effectivePrice({ fullPrice: null, promoPrice: null }, now)).toBe(0);
    expect(effectivePrice({}, now)).toBe(0);
    expect(effectivePrice({ ...promo, fullPrice: null }, at('2026-01-01T00:00:00.000Z'))).toBe(0);
  });

  it('derivePricing gives both fields of a product response', () => {
    expect(derivePricing(promo, now)).toEqual({ promoActive: true, effectivePrice: 1200 });
    expect(derivePricing({ fullPrice: 10 }, now)).toEqual({ promoActive: false, effectivePrice: 10 });
  });
});
