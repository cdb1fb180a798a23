import { describe, expect, it } from 'vitest';
import { etagMatches, ifRangeAllows, parseRange } from './http-cache';

describe('parseRange', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-10', { start: 990, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    [' bytes=5-5 ', { start: 5, end: 5 }],
  ])('reads %j', (header, range) => {
    expect(parseRange(header, 1000)).toEqual(range);
  });

  it.each(['bytes=1000-', 'bytes=1000-2000', 'bytes=-0'])('finds %j unsatisfiable', (header) => {
    expect(parseRange(header, 1000)).toBe('unsatisfiable');
  });

  it.each([undefined, '', 'items=0-1', 'bytes=5-1', 'bytes=0-1,5-9', 'bytes=-', 'bytes=a-b'])(
    'ignores %j (the whole file is sent)',
    (header) => {
      expect(parseRange(header, 1000)).toBeNull();
    },
  );

  it('has nothing to offer from an empty file', () => {
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
    expect(parseRange('bytes=-1', 0)).toBe('unsatisfiable');
  });
});

describe('etagMatches', () => {
  it('matches the same tag, a weak form of it, one of a list, or *', () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(etagMatches('*', '"abc"')).toBe(true);
  });

  it('does not match another tag or no header', () => {
    expect(etagMatches('"abd"', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
  });
});

describe('ifRangeAllows', () => {
  it('allows a range without If-Range or with the current tag only', () => {
    expect(ifRangeAllows(undefined, '"abc"')).toBe(true);
    expect(ifRangeAllows('"abc"', '"abc"')).toBe(true);
    expect(ifRangeAllows('"old"', '"abc"')).toBe(false);
    expect(ifRangeAllows('Wed, 21 Oct 2015 07:28:00 GMT', '"abc"')).toBe(false);
  });
});
