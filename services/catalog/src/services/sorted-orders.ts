import type { Language, ListSortOption } from '@hiti/contracts';
import { sortListing, sortsByName } from '../domain/listing';
import type { ListedProduct, PricedListing } from './listed-product';

/** One order of the products, priced as of any time from `from` up to (not including) `until`. */
interface HeldOrder {
  from: number;
  until: number;
  entries: readonly PricedListing[];
}

/** The index of the first of the ascending `times` greater than `at` (`times.length` when none is). */
function firstAfter(times: readonly number[], at: number): number {
  let low = 0;
  let high = times.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((times[middle] ?? Infinity) <= at) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The products of one catalogue snapshot in each sort order, so a list filters an order instead of sorting.
 * The clock changes an order only where a promotion starts or ends (a price changes), so an order is
 * sorted once per stretch of time between two such instants and used for every list within it.
 */
export class SortedOrders {
  /** The instants at which some product's pricing changes, ascending. */
  private readonly changes: number[];
  private readonly held = new Map<string, HeldOrder>();

  constructor(private readonly products: readonly ListedProduct[]) {
    const instants = new Set<number>();
    for (const product of products) for (const instant of product.pricingChanges) instants.add(instant);
    this.changes = [...instants].sort((a, b) => a - b);
  }

  /** The products priced as of `now`, in the `sort` order (by their names in `language` for a sort by name). */
  order(sort: ListSortOption, now: Date, language: Language = 'mk'): readonly PricedListing[] {
    const at = now.getTime();
    const key = sortsByName(sort) ? `${sort}:${language}` : sort;
    const held = this.held.get(key);
    if (held && held.from <= at && at < held.until) return held.entries;
    const next = firstAfter(this.changes, at);
    const from = this.changes[next - 1] ?? -Infinity;
    const until = this.changes[next] ?? Infinity;
    const entries = sortListing(
      this.products.map((product) => product.pricedAt(now)),
      sort,
      language,
    );
    this.held.set(key, { from, until, entries });
    return entries;
  }
}
