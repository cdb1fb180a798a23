import { describe, expect, it } from 'vitest';
import { readPriceText } from '../src';

const read = (text: string) => {
  const reading = readPriceText(text);
  return reading.kind === 'price' ? reading.value : reading.kind;
};

describe('readPriceText', () => {
  it('reads a decimal comma and a decimal point alike', () => {
    expect(read('1299,99')).toBe(1299.99);
    expect(read('1299.99')).toBe(1299.99);
    expect(read('0,5')).toBe(0.5);
    expect(read(' 900 ')).toBe(900);
    expect(read('1299,')).toBe(1299);
  });

  it('reads thousands separators only where they cannot be the decimal one', () => {
    expect(read('1.299,99')).toBe(1299.99);
    expect(read('1,299.99')).toBe(1299.99);
    expect(read('1 299,99')).toBe(1299.99);
    expect(read('1\u00a0299,99')).toBe(1299.99);
    expect(read('1.299.000')).toBe(1299000);
    expect(read('12.345.678,9')).toBe(12345678.9);
    expect(read('1 299')).toBe(1299);
  });

  it('calls text that could be a thousand or a small price unclear instead of guessing', () => {
    expect(read('1.299')).toBe('unclear');
    expect(read('1,299')).toBe('unclear');
    expect(read('999.999')).toBe('unclear');
  });

  it('reads three decimals where no thousands group can be meant', () => {
    expect(read('0,125')).toBe(0.125);
    expect(read('1299,999')).toBe(1299.999);
  });

  it('calls separators that make no number unclear', () => {
    for (const text of [
      '1,29,99',
      '12.34,5',
      '1.299,999,99',
      '1,2.3',
      '1.299 99',
      ',5',
      '1.299,',
      'abc',
      '12€',
      '1..2',
    ]) {
      expect(read(text), text).toBe('unclear');
    }
  });

  it('keeps the sign, so a negative price is refused by the price rules', () => {
    expect(read('-5')).toBe(-5);
    expect(read('-1.299,50')).toBe(-1299.5);
  });

  it('reads empty text as no price', () => {
    expect(read('')).toBe('empty');
    expect(read('   ')).toBe('empty');
  });
});
