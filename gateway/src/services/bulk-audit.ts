import {
  auditSummary,
  type AuditSummary,
  type ProductBulkAction,
  type ProductBulkBody,
} from '@hiti/contracts';
import type { ProductBulkResult } from '@hiti/contracts';
import type { AuditRecord } from '../plugins/audit';

type Part = NonNullable<AuditSummary['parts']>[number];

const signed = (change: number) => (change > 0 ? `+${change}` : String(change));

/** The one part of a bulk change's summary that says what it did. */
function actionPart(action: ProductBulkAction): Part {
  switch (action.kind) {
    case 'price':
      return {
        key: action.by === 'percent' ? 'bulkPricePercent' : 'bulkPriceAmount',
        values: { change: signed(action.change) },
      };
    case 'promoStart':
      return {
        key: action.by === 'percent' ? 'bulkPromoPercent' : 'bulkPromoPrice',
        values: { value: action.value, start: action.startDate, end: action.endDate },
      };
    case 'promoEnd':
      return { key: 'bulkPromoEnd', values: {} };
    case 'stock':
      return { key: action.inStock ? 'bulkInStock' : 'bulkOutOfStock', values: {} };
    case 'featured':
      return { key: action.featured ? 'bulkFeaturedOn' : 'bulkFeaturedOff', values: {} };
  }
}

const ENTITY_ID_MAX = 200;

/** The ids of the changed products, as many whole ids as the audit's entity id holds. */
function idList(result: ProductBulkResult): string {
  let list = '';
  for (const { id } of result.changes) {
    const next = list ? `${list},${id}` : String(id);
    if (next.length > ENTITY_ID_MAX) break;
    list = next;
  }
  return list;
}

/**
 * The one audit entry of a bulk change: its request, and each product's changed fields before and after.
 * It names the category it was for, or the ids of its products.
 */
export function bulkAuditRecord(body: ProductBulkBody, result: ProductBulkResult): AuditRecord {
  const target = body.target.categoryId === undefined ? undefined : `category ${body.target.categoryId}`;
  return {
    action: 'update',
    entity: 'product',
    entityId: target ?? idList(result),
    summary: auditSummary('productsBulkChanged', { count: result.changes.length }, [actionPart(body.action)]),
    before: {
      request: body,
      products: result.changes.map((change) => ({ id: change.id, ...change.before })),
    },
    after: { products: result.changes.map((change) => ({ id: change.id, ...change.after })) },
  };
}
