import { PROMOTION_FIELDS, promoDateInstant, promotionIssues } from '@hiti/contracts';
import type { ProductUpdate, PromotionEntry, PromotionIssue } from '@hiti/contracts';
import type { StoredProduct } from './product-view';
import { imageChanges, type StoredImages } from './product-images';

/**
 * The instant a promotion date stands for. A bare calendar date covers the whole of that day in the
 * showroom's time (Europe/Skopje): as a start it is the day's first millisecond, as an end its last one.
 */
export function promoInstant(value: string | null, edge: 'start' | 'end'): Date | null {
  return value === null ? null : promoDateInstant(value, edge);
}

/** The editable fields of a product as they are stored. */
export type StoredProductFields = Omit<StoredProduct, 'id' | 'createdAt' | 'updatedAt'>;

/**
 * Validated input (a create body or any subset of it, the category resolved apart) as stored values;
 * `current` is the product as it is (none for a new one), whose other images an image URL alone keeps.
 */
export function toStoredFields(
  input: Omit<ProductUpdate, 'category' | 'specifications'>,
  current?: StoredImages,
): Partial<StoredProductFields> {
  const { promoStartDate, promoEndDate, imageUrl, images, ...rest } = input;
  const fields: Partial<StoredProductFields> = { ...rest, ...imageChanges({ imageUrl, images }, current) };
  if (promoStartDate !== undefined) fields.promoStartDate = promoInstant(promoStartDate, 'start');
  if (promoEndDate !== undefined) fields.promoEndDate = promoInstant(promoEndDate, 'end');
  return fields;
}

/**
 * The promotion issues of the product a write leaves behind (`before` is the product as it is, empty
 * for a new one; `changes` the stored values of the write). A write that changes none of the promotion
 * fields is not held to them, so an older product with an unfinished promotion can still be edited.
 */
export function promotionIssuesAfter(before: PromotionEntry, changes: PromotionEntry): PromotionIssue[] {
  const touched = PROMOTION_FIELDS.filter((field) => changes[field] !== undefined);
  if (touched.length === 0) return [];
  const after: PromotionEntry = { ...before };
  for (const field of touched) Object.assign(after, { [field]: changes[field] });
  return promotionIssues(after);
}
