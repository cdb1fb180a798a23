import { promoDateInstant, type ProductBulkAction, type ProductBulkFields } from '@hiti/contracts';
import type { StoredProduct } from './product-view';

/** The fields a bulk change may write, as stored (dates as dates). */
export interface BulkStoredFields {
  fullPrice: number | null;
  unitPrice: number | null;
  onPromo: boolean;
  promoPrice: number | null;
  promoStartDate: Date | null;
  promoEndDate: Date | null;
  inStock: boolean;
  featured: boolean;
}

const BULK_FIELDS = [
  'fullPrice',
  'unitPrice',
  'onPromo',
  'promoPrice',
  'promoStartDate',
  'promoEndDate',
  'inStock',
  'featured',
] as const satisfies readonly (keyof BulkStoredFields)[];

/** A price to the cent, half a cent up, never below 0. */
const toCents = (price: number) => Math.max(0, Math.round(price * 100 + Number.EPSILON) / 100);

export function bulkFieldsOf(product: StoredProduct): BulkStoredFields {
  return {
    fullPrice: product.fullPrice,
    unitPrice: product.unitPrice,
    onPromo: product.onPromo,
    promoPrice: product.promoPrice,
    promoStartDate: product.promoStartDate,
    promoEndDate: product.promoEndDate,
    inStock: product.inStock,
    featured: product.featured,
  };
}

function changedPrice(price: number | null, action: Extract<ProductBulkAction, { kind: 'price' }>) {
  if (price === null) return null;
  return toCents(action.by === 'percent' ? price * (1 + action.change / 100) : price + action.change);
}

/**
 * The fields `action` leaves on a product; null when it cannot apply (a price or promotion without the full
 * price it works from, a promotional price not below the full price).
 */
export function bulkFieldsAfter(
  before: BulkStoredFields,
  action: ProductBulkAction,
): BulkStoredFields | null {
  switch (action.kind) {
    case 'price': {
      if (before.fullPrice === null && before.unitPrice === null) return null;
      const after = {
        ...before,
        fullPrice: changedPrice(before.fullPrice, action),
        unitPrice: changedPrice(before.unitPrice, action),
        promoPrice: changedPrice(before.promoPrice, action),
      };
      // a promotion that no longer lies below the full price (both rounded to 0) ends
      if (after.promoPrice !== null && after.fullPrice !== null && after.promoPrice >= after.fullPrice) {
        return { ...after, onPromo: false, promoPrice: null, promoStartDate: null, promoEndDate: null };
      }
      return after;
    }
    case 'promoStart': {
      const full = before.fullPrice;
      if (full === null) return null;
      const promoPrice = action.by === 'percent' ? toCents(full * (1 - action.value / 100)) : action.value;
      if (promoPrice >= full) return null;
      return {
        ...before,
        onPromo: true,
        promoPrice,
        promoStartDate: promoDateInstant(action.startDate, 'start'),
        promoEndDate: promoDateInstant(action.endDate, 'end'),
      };
    }
    case 'promoEnd':
      return { ...before, onPromo: false, promoPrice: null, promoStartDate: null, promoEndDate: null };
    case 'stock':
      return { ...before, inStock: action.inStock };
    case 'featured':
      return { ...before, featured: action.featured };
  }
}

const sameValue = (a: unknown, b: unknown) =>
  a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;

/** The fields that differ between before and after, with their values after. */
export function bulkDifference(before: BulkStoredFields, after: BulkStoredFields): Partial<BulkStoredFields> {
  const difference: Partial<BulkStoredFields> = {};
  for (const field of BULK_FIELDS) {
    if (!sameValue(before[field], after[field])) Object.assign(difference, { [field]: after[field] });
  }
  return difference;
}

/** The fields as the API answers them (dates as ISO text). */
export function bulkFieldsJson(fields: BulkStoredFields): ProductBulkFields {
  return {
    ...fields,
    promoStartDate: fields.promoStartDate?.toISOString() ?? null,
    promoEndDate: fields.promoEndDate?.toISOString() ?? null,
  };
}
