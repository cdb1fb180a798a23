import { validationMessages } from '../validation/messages';

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

/** A promotion as the product form enters it (prices in euros, dates as ISO text). */
export interface PromotionEntry {
  fullPrice: number | null;
  promoPrice: number | null;
  promoStartDate: string | null;
  promoEndDate: string | null;
}

/**
 * What a promotion that is switched on still lacks: a promotional price below the full price, and
 * both dates with the end not before the start. Each issue names its field.
 */
export function promotionIssues(entry: PromotionEntry): { path: keyof PromotionEntry; message: string }[] {
  const issues: { path: keyof PromotionEntry; message: string }[] = [];
  if (entry.promoPrice === null)
    issues.push({ path: 'promoPrice', message: validationMessages.promoPriceRequired });
  else if (entry.fullPrice !== null && entry.promoPrice >= entry.fullPrice) {
    issues.push({ path: 'promoPrice', message: validationMessages.promoPriceBelowFull });
  }
  if (entry.promoStartDate === null) {
    issues.push({ path: 'promoStartDate', message: validationMessages.promoStartRequired });
  }
  if (entry.promoEndDate === null)
    issues.push({ path: 'promoEndDate', message: validationMessages.promoEndRequired });
  else if (
    entry.promoStartDate !== null &&
    Date.parse(entry.promoEndDate) < Date.parse(entry.promoStartDate)
  ) {
    issues.push({ path: 'promoEndDate', message: validationMessages.promoDatesOrder });
  }
  return issues;
}
