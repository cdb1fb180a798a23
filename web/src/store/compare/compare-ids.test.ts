import { describe, expect, it } from 'vitest';
import { comparePath, parseCompareIds } from './compare-ids';

describe('the ids of a comparison address', () => {
  it('keeps the first three distinct product ids in their order', () => {
    expect(parseCompareIds('7,3,7,12,5')).toEqual({ ids: [7, 3, 12], overLimit: 1, invalid: 0 });
  });

  it('counts what is no product id and never fails', () => {
    expect(parseCompareIds('abc,0,-4,2,,1e3,%00')).toEqual({ ids: [2], overLimit: 0, invalid: 5 });
    expect(parseCompareIds(null)).toEqual({ ids: [], overLimit: 0, invalid: 0 });
  });

  it('writes an address with readable commas and the differences option', () => {
    expect(comparePath([4, 9])).toBe('/compare?ids=4,9');
    expect(comparePath([4, 9], true)).toBe('/compare?ids=4,9&only=differences');
    expect(comparePath([])).toBe('/compare');
  });
});
