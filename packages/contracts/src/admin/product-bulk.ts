import { z } from 'zod';
import { PRICE_MAX, PRODUCT_BULK_MAX } from '../constants';
import { bilingualTextSchema } from '../common/bilingual';
import { isoDateTimeSchema } from '../common/dates';
import { showroomDayEdge } from '../domain/showroom-time';
import { validationKeys } from '../texts/validation';

const productId = z.number().int().positive();

/**
 * The products a bulk change is for: the ones chosen in the list, or every product of one category (at most
 * PRODUCT_BULK_MAX either way; a larger category is refused, naming `target`).
 */
export const productBulkTargetSchema = z
  .strictObject({
    productIds: z
      .array(productId)
      .max(PRODUCT_BULK_MAX, { error: validationKeys.bulkTooManyProducts })
      .optional(),
    categoryId: productId.optional(),
  })
  .refine((target) => (target.productIds?.length ?? 0) > 0 !== (target.categoryId !== undefined), {
    error: validationKeys.bulkTargetRequired,
  });
export type ProductBulkTarget = z.infer<typeof productBulkTargetSchema>;

const calendarDay = z
  .string({ error: validationKeys.dateInvalid })
  .refine((day) => showroomDayEdge(day, 'start') !== null, { error: validationKeys.dateInvalid });

/**
 * A price change: by a percentage (`+10` raises by 10 %) or by an amount in euros (`-50` lowers by 50 €).
 * It applies to the full price, the unit price and a promotional price alike; each result is rounded to
 * the cent (half a cent up) and never goes below 0.
 */
const priceChange = z.discriminatedUnion('by', [
  z.strictObject({
    kind: z.literal('price'),
    by: z.literal('percent'),
    change: z
      .number({ error: validationKeys.bulkPercentRange })
      .gt(-100, { error: validationKeys.bulkPercentRange })
      .max(1000, { error: validationKeys.bulkPercentRange })
      .refine((change) => change !== 0, { error: validationKeys.bulkPercentRange }),
  }),
  z.strictObject({
    kind: z.literal('price'),
    by: z.literal('amount'),
    change: z
      .number({ error: validationKeys.bulkAmountRange })
      .min(-PRICE_MAX, { error: validationKeys.bulkAmountRange })
      .max(PRICE_MAX, { error: validationKeys.bulkAmountRange })
      .refine((change) => change !== 0, { error: validationKeys.bulkAmountRange }),
  }),
]);

/**
 * A promotion from `startDate` to `endDate` (showroom calendar days, both included): a discount of `value` %
 * off the full price (rounded to the cent), or the promotional price `value` in euros. It must stay below
 * the full price; a product without a full price is left as it is.
 */
const promotionStart = z
  .strictObject({
    kind: z.literal('promoStart'),
    by: z.enum(['percent', 'price']),
    value: z.number({ error: validationKeys.priceMin }),
    startDate: calendarDay,
    endDate: calendarDay,
  })
  .superRefine((action, context) => {
    if (action.by === 'percent' && !(action.value > 0 && action.value < 100)) {
      context.addIssue({ code: 'custom', path: ['value'], message: validationKeys.bulkDiscountRange });
    }
    if (action.by === 'price' && !(action.value >= 0 && action.value <= PRICE_MAX)) {
      context.addIssue({ code: 'custom', path: ['value'], message: validationKeys.priceMin });
    }
    const [start, end] = [showroomDayEdge(action.startDate, 'start'), showroomDayEdge(action.endDate, 'end')];
    if (start && end && end < start) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: validationKeys.promoDatesOrder });
    }
  });

/** What a bulk change does to each product of its target. */
export const productBulkActionSchema = z.discriminatedUnion('kind', [
  priceChange,
  promotionStart,
  z.strictObject({ kind: z.literal('promoEnd') }),
  z.strictObject({ kind: z.literal('stock'), inStock: z.boolean() }),
  z.strictObject({ kind: z.literal('featured'), featured: z.boolean() }),
]);
export type ProductBulkAction = z.infer<typeof productBulkActionSchema>;
export type ProductBulkKind = ProductBulkAction['kind'];

/** Body of a bulk change's preview and of the change itself: the same request, seen and then confirmed. */
export const productBulkBodySchema = z.strictObject({
  target: productBulkTargetSchema,
  action: productBulkActionSchema,
});
export type ProductBulkBody = z.infer<typeof productBulkBodySchema>;

/** The fields a bulk change may change, as a product has them before and after. */
export const productBulkFieldsSchema = z.strictObject({
  fullPrice: z.number().nullable(),
  unitPrice: z.number().nullable(),
  onPromo: z.boolean(),
  promoPrice: z.number().nullable(),
  promoStartDate: isoDateTimeSchema.nullable(),
  promoEndDate: isoDateTimeSchema.nullable(),
  inStock: z.boolean(),
  featured: z.boolean(),
});
export type ProductBulkFields = z.infer<typeof productBulkFieldsSchema>;

export const productBulkChangeSchema = z.strictObject({
  id: productId,
  name: bilingualTextSchema,
  before: productBulkFieldsSchema,
  after: productBulkFieldsSchema,
});
export type ProductBulkChange = z.infer<typeof productBulkChangeSchema>;

/**
 * What a bulk change does (its preview) or did: each product it changes with its fields before and after, and
 * how many products of the target it leaves as they are (already so, or without the price it needs).
 */
export const productBulkResultSchema = z.strictObject({
  changes: z.array(productBulkChangeSchema).max(PRODUCT_BULK_MAX),
  unchanged: z.number().int().min(0),
});
export type ProductBulkResult = z.infer<typeof productBulkResultSchema>;
