import { validationKeys, type ValidationMessageKey } from '../texts/validation';
import { promoDateInstant } from './showroom-time';

/** The fields of a product that decide its promotion and price. */
export interface PricedProduct {
  fullPrice?: number | null;
  promoPrice?: number | null;
  promoStartDate?: string | Date | null;
  promoEndDate?: string | Date | null;
}

/** A promotion date as milliseconds (a bare day as its first or last millisecond in the showroom). */
function toTime(value: string | Date | null | undefined, edge: 'start' | 'end'): number | null {
  if (value === null || value === undefined || value === '') return null;
  const time = promoDateInstant(value, edge).getTime();
  return Number.isNaN(time) ? null : time;
}

/** The first and last instant (both included) of a product's promotion; null without a complete one. */
export function promoWindow(product: PricedProduct): { start: number; end: number } | null {
  if (product.promoPrice === null || product.promoPrice === undefined) return null;
  const start = toTime(product.promoStartDate, 'start');
  const end = toTime(product.promoEndDate, 'end');
  return start === null || end === null ? null : { start, end };
}

/**
 * A promotion is active only when its price, start and end are all set and `now` lies between
 * start and end, both instants included.
 */
export function isPromoActive(product: PricedProduct, now: Date | number = new Date()): boolean {
  const window = promoWindow(product);
  if (window === null) return false;
  const at = typeof now === 'number' ? now : now.getTime();
  return window.start <= at && at <= window.end;
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

/** The fields of a product that make up its promotion (prices in euros, dates as ISO text or instants). */
export interface PromotionEntry {
  onPromo?: boolean | undefined;
  fullPrice?: number | null | undefined;
  promoPrice?: number | null | undefined;
  promoStartDate?: string | Date | null | undefined;
  promoEndDate?: string | Date | null | undefined;
}

/** The fields the promotion rules read: a change to one of them is checked against them. */
export const PROMOTION_FIELDS = [
  'onPromo',
  'fullPrice',
  'promoPrice',
  'promoStartDate',
  'promoEndDate',
] as const satisfies readonly (keyof PromotionEntry)[];
export type PromotionField = (typeof PROMOTION_FIELDS)[number];

export interface PromotionIssue {
  path: PromotionField;
  message: ValidationMessageKey;
}

const isSet = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

/** Whether the fields describe a promotion: its switch is on, or any of its price and dates is set. */
export function entersPromotion(entry: PromotionEntry): boolean {
  return (
    entry.onPromo === true ||
    isSet(entry.promoPrice) ||
    isSet(entry.promoStartDate) ||
    isSet(entry.promoEndDate)
  );
}

/** Relations between fields that are both given: price below the full price, end not before start. */
function relationIssues(entry: PromotionEntry): PromotionIssue[] {
  const issues: PromotionIssue[] = [];
  if (isSet(entry.promoPrice) && isSet(entry.fullPrice) && entry.promoPrice >= entry.fullPrice) {
    issues.push({ path: 'promoPrice', message: validationKeys.promoPriceBelowFull });
  }
  const start = toTime(entry.promoStartDate, 'start');
  const end = toTime(entry.promoEndDate, 'end');
  if (start !== null && end !== null && end < start) {
    issues.push({ path: 'promoEndDate', message: validationKeys.promoDatesOrder });
  }
  return issues;
}

/**
 * The promotion rules, declared once (the admin form, the gateway, the catalog and the CSV import all
 * apply them). For a product's whole state (`whole`): a promotion needs a full price, a promotional
 * price below it, and both dates with the end not before the start; each issue names its field. For a
 * partial update (`partial`) only the relations between the fields it gives can be checked; the owner
 * then checks the whole product the update leaves behind.
 */
export function promotionIssues(
  entry: PromotionEntry,
  scope: 'whole' | 'partial' = 'whole',
): PromotionIssue[] {
  if (scope === 'partial' || !entersPromotion(entry)) return relationIssues(entry);
  const issues: PromotionIssue[] = [];
  if (!isSet(entry.fullPrice)) {
    issues.push({ path: 'fullPrice', message: validationKeys.promoFullPriceRequired });
  }
  if (!isSet(entry.promoPrice)) {
    issues.push({ path: 'promoPrice', message: validationKeys.promoPriceRequired });
  }
  if (!isSet(entry.promoStartDate)) {
    issues.push({ path: 'promoStartDate', message: validationKeys.promoStartRequired });
  }
  if (!isSet(entry.promoEndDate)) {
    issues.push({ path: 'promoEndDate', message: validationKeys.promoEndRequired });
  }
  return [...issues, ...relationIssues(entry)];
}
