import { parseProductId } from '../product/use-store-product';

/** How many products a comparison holds side by side. */
export const COMPARE_MAX = 3;

export interface CompareIds {
  /** The products compared: the first `COMPARE_MAX` distinct valid ids, in the order given. */
  ids: number[];
  /** Ids given beyond `COMPARE_MAX`, left out. */
  overLimit: number;
  /** Parts of the list that are no product id at all. */
  invalid: number;
}

/** The `ids` of a comparison address (`1,2,3`): anything else in the list is counted, never an error. */
export function parseCompareIds(text: string | null | undefined): CompareIds {
  const distinct: number[] = [];
  let invalid = 0;
  for (const part of (text ?? '').split(',').slice(0, 50)) {
    const trimmed = part.trim();
    if (trimmed === '') continue;
    const id = parseProductId(trimmed);
    if (id === undefined) invalid += 1;
    else if (!distinct.includes(id)) distinct.push(id);
  }
  return {
    ids: distinct.slice(0, COMPARE_MAX),
    overLimit: Math.max(0, distinct.length - COMPARE_MAX),
    invalid,
  };
}

/** The comparison page's address (Macedonian path) for `ids`, with its other options. */
export function comparePath(ids: readonly number[], onlyDifferences = false): string {
  const params = new URLSearchParams();
  if (ids.length > 0) params.set('ids', ids.join(','));
  if (onlyDifferences) params.set('only', 'differences');
  const query = params.toString().replaceAll('%2C', ',');
  return query === '' ? '/compare' : `/compare?${query}`;
}
