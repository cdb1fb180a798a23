import { describe, expect, it } from 'vitest';
import {
  PRODUCT_BULK_MAX,
  auditSummaryText,
  auditSummary,
  productBulkBodySchema,
  validationMessages,
  validationText,
} from '../src';

const issuesOf = (body: unknown) => {
  const result = productBulkBodySchema.safeParse(body);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        message: validationText(issue.message),
      }));
};

const category = { categoryId: 3 };

describe('bulk product changes', () => {
  it('takes chosen products or one category, not both, not none, and at most the maximum', () => {
    expect(issuesOf({ target: { productIds: [1, 2] }, action: { kind: 'promoEnd' } })).toEqual([]);
    expect(issuesOf({ target: category, action: { kind: 'stock', inStock: false } })).toEqual([]);
    const required = [{ path: 'target', message: validationMessages.bulkTargetRequired }];
    expect(issuesOf({ target: {}, action: { kind: 'promoEnd' } })).toEqual(required);
    expect(issuesOf({ target: { productIds: [] }, action: { kind: 'promoEnd' } })).toEqual(required);
    expect(issuesOf({ target: { productIds: [1], categoryId: 3 }, action: { kind: 'promoEnd' } })).toEqual(
      required,
    );
    const tooMany = Array.from({ length: PRODUCT_BULK_MAX + 1 }, (_, index) => index + 1);
    expect(issuesOf({ target: { productIds: tooMany }, action: { kind: 'promoEnd' } })).toContainEqual({
      path: 'target.productIds',
      message: validationMessages.bulkTooManyProducts,
    });
  });

  it('changes prices by a percentage above -100 or by a non-zero amount', () => {
    const price = (by: string, change: unknown) =>
      issuesOf({ target: category, action: { kind: 'price', by, change } });
    expect(price('percent', -15)).toEqual([]);
    expect(price('amount', 49.9)).toEqual([]);
    expect(price('percent', -100)).toEqual([
      { path: 'action.change', message: validationMessages.bulkPercentRange },
    ]);
    expect(price('percent', 0)).toEqual([
      { path: 'action.change', message: validationMessages.bulkPercentRange },
    ]);
    expect(price('amount', 0)).toEqual([
      { path: 'action.change', message: validationMessages.bulkAmountRange },
    ]);
    expect(price('amount', '10')).toEqual([
      { path: 'action.change', message: validationMessages.bulkAmountRange },
    ]);
  });

  it('starts a promotion by a discount below 100 % or a price, with days in order', () => {
    const promotion = (by: string, value: number, startDate: string, endDate: string) =>
      issuesOf({ target: category, action: { kind: 'promoStart', by, value, startDate, endDate } });
    expect(promotion('percent', 20, '2026-03-01', '2026-03-31')).toEqual([]);
    expect(promotion('price', 899, '2026-03-01', '2026-03-01')).toEqual([]);
    expect(promotion('percent', 100, '2026-03-01', '2026-03-31')).toEqual([
      { path: 'action.value', message: validationMessages.bulkDiscountRange },
    ]);
    expect(promotion('price', -1, '2026-03-31', '2026-03-01')).toEqual([
      { path: 'action.value', message: validationMessages.priceMin },
      { path: 'action.endDate', message: validationMessages.promoDatesOrder },
    ]);
    expect(promotion('percent', 10, '31.03.2026', '2026-04-01')).toEqual([
      { path: 'action.startDate', message: validationMessages.dateInvalid },
    ]);
  });

  it('reads its audit summary in each language', () => {
    const summary = auditSummary('productsBulkChanged', { count: 12 }, [
      { key: 'bulkPromoPercent', values: { value: 20, start: '2026-03-01', end: '2026-03-31' } },
    ]);
    expect(auditSummaryText(summary, 'en')).toBe(
      'Changed 12 products at once: promotion −20 % from 2026-03-01 to 2026-03-31',
    );
    expect(auditSummaryText(summary, 'mk')).toBe(
      'Изменети 12 производи одеднаш: промоција −20 % од 2026-03-01 до 2026-03-31',
    );
    expect(auditSummaryText(summary, 'al')).toBe(
      'U ndryshuan 12 produkte njëherësh: promocion −20 % nga 2026-03-01 deri më 2026-03-31',
    );
  });
});
