import { describe, expect, it } from 'vitest';
import { formatPriceText, readPriceText } from './price-text';

const read = (text: string) => {
  const reading = readPriceText(text);
  return reading.kind === 'price' ? reading.value : reading.kind;
};

describe('formatPriceText', () => {
  it('writes a price with a decimal comma and whole cents', () => {
    expect(formatPriceText(1299.99)).toBe('1299,99');
    expect(formatPriceText(12.5)).toBe('12,50');
    expect(formatPriceText(900)).toBe('900');
    expect(formatPriceText(0.1)).toBe('0,10');
  });

  it('is read back as the same price', () => {
    for (const value of [1299.99, 12.5, 900, 0.1, 1234.56, 0]) {
      expect(read(formatPriceText(value))).toBe(value);
    }
  });
});
