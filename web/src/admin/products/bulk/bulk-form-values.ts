import type { Dayjs } from 'dayjs';
import type { ProductBulkAction, ProductBulkBody } from '@hiti/contracts';

/** The changes the dialog offers, each one action of contracts. */
export const BULK_CHOICES = [
  'pricePercent',
  'priceAmount',
  'promoPercent',
  'promoPrice',
  'promoEnd',
  'inStock',
  'outOfStock',
  'featuredOn',
  'featuredOff',
] as const;
export type BulkChoice = (typeof BULK_CHOICES)[number];

/** The choices that take the promotion's days. */
export const takesDays = (choice: BulkChoice) => choice === 'promoPercent' || choice === 'promoPrice';

export interface BulkFormValues {
  scope: 'selected' | 'category';
  categoryId?: number;
  choice: BulkChoice;
  value?: number | null;
  days?: [Dayjs | null, Dayjs | null] | null;
}

const DAY = 'YYYY-MM-DD';

function actionOf(values: BulkFormValues): ProductBulkAction {
  const value = values.value ?? Number.NaN;
  const [start, end] = values.days ?? [null, null];
  const days = { startDate: start?.format(DAY) ?? '', endDate: end?.format(DAY) ?? '' };
  switch (values.choice) {
    case 'pricePercent':
      return { kind: 'price', by: 'percent', change: value };
    case 'priceAmount':
      return { kind: 'price', by: 'amount', change: value };
    case 'promoPercent':
      return { kind: 'promoStart', by: 'percent', value, ...days };
    case 'promoPrice':
      return { kind: 'promoStart', by: 'price', value, ...days };
    case 'promoEnd':
      return { kind: 'promoEnd' };
    case 'inStock':
    case 'outOfStock':
      return { kind: 'stock', inStock: values.choice === 'inStock' };
    case 'featuredOn':
    case 'featuredOff':
      return { kind: 'featured', featured: values.choice === 'featuredOn' };
  }
}

/** The request of the dialog's values: the selected products, or the chosen category. */
export function bulkBody(values: BulkFormValues, selectedIds: readonly number[]): ProductBulkBody {
  const target =
    values.scope === 'category' ? { categoryId: values.categoryId ?? 0 } : { productIds: [...selectedIds] };
  return { target, action: actionOf(values) };
}

/** The dialog field a refusal's path names (`action.change` is the number field). */
export function bulkField(path: string): keyof BulkFormValues | undefined {
  if (path === 'action.change' || path === 'action.value') return 'value';
  if (path === 'action.startDate' || path === 'action.endDate') return 'days';
  if (path === 'target.categoryId') return 'categoryId';
  if (path.startsWith('target')) return 'scope';
  if (path === 'action') return 'choice';
  return undefined;
}
