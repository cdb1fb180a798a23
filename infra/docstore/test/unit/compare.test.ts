/** Value ordering, equality and index keys. */
import { describe, expect, it } from 'vitest';
import { Binary, Decimal128, Double, Long, MaxKey, MinKey, ObjectId } from 'bson';
import { compareStrings, compareValues, identical, keyOf, valuesEqual } from '../../src/query/compare.js';
import { arith, compareNumbers } from '../../src/query/numbers.js';

describe('numbers', () => {
  it('compares exactly across types', () => {
    expect(compareNumbers(1, Long.fromNumber(1))).toBe(0);
    expect(compareNumbers(new Double(2), Decimal128.fromString('2.000'))).toBe(0);
    expect(compareNumbers(Long.fromString('9007199254740993'), 9007199254740992)).toBe(1);
    expect(
      compareNumbers(Long.fromString('9007199254740993'), Decimal128.fromString('9007199254740993')),
    ).toBe(0);
    expect(compareNumbers(0.1, Decimal128.fromString('0.1'))).not.toBe(0);
    expect(compareNumbers(Decimal128.fromString('0.5'), 0.5)).toBe(0);
    expect(compareNumbers(NaN, -Infinity)).toBe(-1);
    expect(compareNumbers(NaN, NaN)).toBe(0);
    expect(compareNumbers(-0, 0)).toBe(0);
    expect(compareNumbers(Decimal128.fromString('-Infinity'), -1e308)).toBe(-1);
  });

  it('keys equal numbers alike', () => {
    expect(keyOf(1)).toBe(keyOf(Long.fromNumber(1)));
    expect(keyOf(1)).toBe(keyOf(new Double(1)));
    expect(keyOf(1)).toBe(keyOf(Decimal128.fromString('1.00')));
    expect(keyOf(0.5)).toBe(keyOf(Decimal128.fromString('0.50')));
    expect(keyOf(0.1)).not.toBe(keyOf(Decimal128.fromString('0.1')));
    expect(keyOf(2 ** 60)).toBe(keyOf(Long.fromString('1152921504606846976')));
    expect(keyOf(-0)).toBe(keyOf(0));
  });

  it('does $inc / $mul arithmetic with MongoDB result types', () => {
    expect(arith(1, 2, 'add')).toBe(3);
    expect(arith(2147483647, 1, 'add')).toEqual(Long.fromString('2147483648'));
    expect(arith(Long.fromNumber(5), 1, 'add')).toEqual(Long.fromNumber(6));
    expect(arith(new Double(1), 1, 'add')).toEqual(new Double(2));
    expect(arith(1.5, 1, 'add')).toBe(2.5);
    expect(
      (arith(Decimal128.fromString('0.1'), Decimal128.fromString('0.2'), 'add') as Decimal128).toString(),
    ).toBe('0.3');
    expect((arith(Decimal128.fromString('1.5'), 2, 'mul') as Decimal128).toString()).toBe('3.0');
  });
});

describe('ordering', () => {
  it('orders types by MongoDB brackets', () => {
    const ordered = [
      new MinKey(),
      null,
      -5,
      Long.fromNumber(3),
      'a',
      'b',
      { a: 1 },
      [1],
      new Binary(Buffer.from([1])),
      new ObjectId('000000000000000000000001'),
      false,
      true,
      new Date(0),
      /a/,
      new MaxKey(),
    ];
    for (let i = 0; i < ordered.length; i++) {
      for (let j = 0; j < ordered.length; j++) {
        expect(Math.sign(compareValues(ordered[i], ordered[j]))).toBe(Math.sign(i - j));
      }
    }
  });

  it('compares strings by code point', () => {
    expect(compareStrings('a', 'b')).toBe(-1);
    expect(compareStrings('\uffff', '\u{10000}')).toBe(-1);
    expect(compareStrings('Z', 'a')).toBe(-1);
    expect(compareStrings('ab', 'a')).toBe(1);
  });

  it('compares documents field by field, order sensitive', () => {
    expect(compareValues({ a: 1, b: 2 }, { a: 1, b: 3 })).toBe(-1);
    expect(valuesEqual({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(false);
    expect(valuesEqual({ a: 1 }, { a: Long.fromNumber(1) })).toBe(true);
    expect(valuesEqual(undefined, null)).toBe(true);
  });

  it('tells identical values from merely equal ones', () => {
    expect(identical({ a: 1 }, { a: 1 })).toBe(true);
    expect(identical({ a: 1 }, { a: new Double(1) })).toBe(false);
    expect(identical([1, 'x'], [1, 'x'])).toBe(true);
    expect(
      identical(new ObjectId('000000000000000000000001'), new ObjectId('000000000000000000000001')),
    ).toBe(true);
  });
});
