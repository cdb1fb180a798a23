import { PRICE_SLIDER } from '@hiti/contracts';
import type { PriceBounds } from './product-filters';

/** The price slider's positions between the catalogue's lowest and highest price. */
export const PRICE_SCALE_POSITIONS = 200;

/** A price rounded to three significant digits, in whole hundreds at least: 12,345 → 12,300, 2,040 → 2,000. */
function roundPrice(price: number): number {
  const unit = Math.max(PRICE_SLIDER.step, 10 ** (Math.floor(Math.log10(Math.max(price, 1))) - 2));
  return Math.round(price / unit) * unit;
}

/**
 * The price at a slider position. The price grows with the square of the position, so a catalogue where a
 * few showpieces cost a hundred times a stove still gives the usual prices most of the track (a linear
 * 0–204,000 ден track left them a few millimetres).
 */
export function priceAtPosition(position: number, bounds: PriceBounds): number {
  if (position <= 0) return bounds.min;
  if (position >= PRICE_SCALE_POSITIONS) return bounds.max;
  const share = (position / PRICE_SCALE_POSITIONS) ** 2;
  const price = roundPrice(bounds.min + (bounds.max - bounds.min) * share);
  return Math.min(Math.max(price, bounds.min), bounds.max);
}

/** The slider position nearest a price (the inverse of priceAtPosition). */
export function positionOfPrice(price: number, bounds: PriceBounds): number {
  const span = bounds.max - bounds.min;
  if (span <= 0 || price <= bounds.min) return 0;
  if (price >= bounds.max) return PRICE_SCALE_POSITIONS;
  return Math.round(PRICE_SCALE_POSITIONS * Math.sqrt((price - bounds.min) / span));
}
