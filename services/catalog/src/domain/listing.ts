import {
  DEFAULT_SORT,
  languageTag,
  type BilingualText,
  type Language,
  type ListSortOption,
} from '@hiti/contracts';

/** The filters of a product list that depend on the clock (promotion state and effective price). */
export interface PricingFilters {
  onPromo?: boolean | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
}

/** What a list's pricing filters read of a product priced as of now. */
export interface PricedFields {
  promoActive: boolean;
  /** The running promotion's price, else the full price, else 0 (a product without a price). */
  effectivePrice: number;
  fullPrice: number | null;
}

/** Whether the product shows a price: a running promotion's or its full price; else its price is on request. */
function hasShownPrice(product: Pick<PricedFields, 'promoActive' | 'fullPrice'>): boolean {
  return product.promoActive || product.fullPrice !== null;
}

/**
 * Whether a product (already priced as of now) passes the promotion and price filters; bounds inclusive.
 * With a price bound only products whose shown price lies in the range pass: a product without a price
 * has no price to be in it (its effective price 0 is no price).
 */
export function passesPricingFilters(product: PricedFields, filters: PricingFilters): boolean {
  if (filters.onPromo !== undefined && product.promoActive !== filters.onPromo) return false;
  if (filters.minPrice === undefined && filters.maxPrice === undefined) return true;
  if (!hasShownPrice(product)) return false;
  if (filters.minPrice !== undefined && product.effectivePrice < filters.minPrice) return false;
  if (filters.maxPrice !== undefined && product.effectivePrice > filters.maxPrice) return false;
  return true;
}

/** What a list's sort order reads of a product: its creation time as a number, read once. */
export interface SortKeys extends PricedFields {
  id: number;
  featured: boolean;
  created: number;
  name: BilingualText;
}

const byId = (a: SortKeys, b: SortKeys) => a.id - b.id;

/** Featured first, then the newest, then the highest id (a stable order for equal times). */
function byFeaturedThenNewest(a: SortKeys, b: SortKeys): number {
  if (a.featured !== b.featured) return a.featured ? -1 : 1;
  return b.created - a.created || b.id - a.id;
}

type Comparator = (a: SortKeys, b: SortKeys) => number;

/** By name in `language` (the other language's where it has none), as that language orders letters. */
function byName(language: Language): Comparator {
  const collator = new Intl.Collator(languageTag(language), { sensitivity: 'base', numeric: true });
  const nameOf = ({ name }: SortKeys) =>
    language === 'al' ? name.al.trim() || name.mk : name.mk.trim() || name.al;
  return (a, b) => collator.compare(nameOf(a), nameOf(b)) || byId(a, b);
}

function comparatorOf(sort: ListSortOption, language: Language): Comparator {
  switch (sort) {
    case 'featured':
      return byFeaturedThenNewest;
    case 'price-low-high':
      return (a, b) => a.effectivePrice - b.effectivePrice || byId(a, b);
    case 'price-high-low':
      return (a, b) => b.effectivePrice - a.effectivePrice || byId(a, b);
    case 'name-a-z':
      return byName(language);
    case 'name-z-a': {
      const ascending = byName(language);
      return (a, b) => ascending(b, a);
    }
  }
}

/**
 * Entries in the list's sort order (SPEC §4); `featured` by default; a sort by name reads the names in
 * `language` (Macedonian by default). Sorts in place.
 */
export function sortListing<Entry extends SortKeys>(
  entries: Entry[],
  sort: ListSortOption = DEFAULT_SORT,
  language: Language = 'mk',
): Entry[] {
  return entries.sort(comparatorOf(sort, language));
}

/** Whether an order depends on the language of the names (one order per language is kept). */
export function sortsByName(sort: ListSortOption): boolean {
  return sort === 'name-a-z' || sort === 'name-z-a';
}
