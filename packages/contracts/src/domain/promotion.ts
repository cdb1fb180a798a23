/** The fields of a product that decide its promotion and price. */
export interface PricedProduct {
  fullPrice?: number | null;
  promoPrice?: number | null;
  promoStartDate?: string | Date | null;
  promoEndDate?: string | Date | null;
}

function toTime(value: string | Date | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const time = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

/**
 * A promotion is active only when its price, start and end are all set and `now` lies between
 * start and end, both instants included.
 */
export function isPromoActive(product: PricedProduct, now: Date | number = new Date()): boolean {
  if (product.promoPrice === null || product.promoPrice === undefined) return false;
  const start = toTime(product.promoStartDate);
  const end = toTime(product.promoEndDate);
  if (start === null || end === null) return false;
  const at = typeof now === 'number' ? now : now.getTime();
  return start <= at && at <= end;
}

/** The price a visitor pays now: the active promotion price, else the full price, else 0. */
export function effectivePrice(product: PricedProduct, now: Date | number = new Date()): number {
  if (isPromoActive(product, now) && typeof product.promoPrice === 'number') return product.promoPrice;
  return product.fullPrice ?? 0;
}

/** The derived pricing fields of a product response. */
export function derivePricing(
  product: PricedProduct,
  now: Date | number = new Date(),
): { promoActive: boolean; effectivePrice: number } {
  return { promoActive: isPromoActive(product, now), effectivePrice: effectivePrice(product, now) };
}
