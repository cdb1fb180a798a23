import { describe, expect, it } from 'vitest';
import { PRICE_SCALE_POSITIONS, positionOfPrice, priceAtPosition } from './price-scale';

const BOUNDS = { min: 0, max: 204_000, step: 2_000 };

describe('the price slider scale', () => {
  it('gives the usual prices most of the track when a few products cost far more', () => {
    // a third of the track reaches a stove's price instead of 68,000 ден
    expect(priceAtPosition(PRICE_SCALE_POSITIONS / 3, BOUNDS)).toBeLessThan(25_000);
    expect(positionOfPrice(30_000, BOUNDS)).toBeGreaterThan(PRICE_SCALE_POSITIONS / 3);
  });

  it('runs from the lowest to the highest price, in round figures, never backwards', () => {
    expect(priceAtPosition(0, BOUNDS)).toBe(0);
    expect(priceAtPosition(PRICE_SCALE_POSITIONS, BOUNDS)).toBe(204_000);
    expect(priceAtPosition(10, BOUNDS)).toBe(500);
    expect(priceAtPosition(100, BOUNDS)).toBe(51_000);
    let previous = -1;
    for (let position = 0; position <= PRICE_SCALE_POSITIONS; position += 1) {
      const price = priceAtPosition(position, BOUNDS);
      expect(price).toBeGreaterThanOrEqual(previous);
      // a handle put back at a price it chose reads that price again
      expect(priceAtPosition(positionOfPrice(price, BOUNDS), BOUNDS)).toBe(price);
      previous = price;
    }
  });
});
