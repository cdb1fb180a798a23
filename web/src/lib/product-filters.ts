import { DEFAULT_SORT, INITIAL_PRICE_RANGE, PRICE_SLIDER, SORT_OPTIONS } from '@hiti/contracts';
import type { ProductListQueryInput, SortOption } from '@hiti/contracts';

export const ALL_CATEGORIES = 'all';

/** What the visitor chose on the products page. */
export interface ProductFilters {
  search: string;
  /** A category name, or `all`. */
  category: string;
  /** In euros; the upper end at or above the slider's maximum means "no upper limit". */
  priceRange: readonly [number, number];
  inStock: boolean;
  onPromo: boolean;
  sort: SortOption;
}

export const DEFAULT_FILTERS: ProductFilters = {
  search: '',
  category: ALL_CATEGORIES,
  priceRange: INITIAL_PRICE_RANGE,
  inStock: false,
  onPromo: false,
  sort: DEFAULT_SORT,
};

/** The query string values of GET /api/products, each as text. */
export type ProductQueryParams = Partial<Record<keyof ProductListQueryInput, string>>;

function hasMinPrice(filters: ProductFilters): boolean {
  return filters.priceRange[0] > INITIAL_PRICE_RANGE[0];
}

function hasMaxPrice(filters: ProductFilters): boolean {
  return filters.priceRange[1] < PRICE_SLIDER.max;
}

/** Only what is set goes to the server; booleans travel as the texts `true`/`false`. */
export function filtersToQuery(filters: ProductFilters): ProductQueryParams {
  const query: ProductQueryParams = {};
  const search = filters.search.trim();
  if (search) query.search = search;
  if (filters.category && filters.category !== ALL_CATEGORIES) query.category = filters.category;
  if (filters.inStock) query.inStock = 'true';
  if (filters.onPromo) query.onPromo = 'true';
  if (hasMinPrice(filters)) query.minPrice = String(filters.priceRange[0]);
  if (hasMaxPrice(filters)) query.maxPrice = String(filters.priceRange[1]);
  if (filters.sort !== DEFAULT_SORT) query.sort = filters.sort;
  return query;
}

/** How many filters narrow the list (the sort order does not count). */
export function activeFilterCount(filters: ProductFilters): number {
  return [
    filters.search.trim() !== '',
    filters.category !== ALL_CATEGORIES,
    hasMinPrice(filters) || hasMaxPrice(filters),
    filters.inStock,
    filters.onPromo,
  ].filter(Boolean).length;
}

function isSortOption(value: string | null): value is SortOption {
  return value !== null && (SORT_OPTIONS as readonly string[]).includes(value);
}

function price(text: string | null, fallback: number): number {
  const value = text === null || text.trim() === '' ? Number.NaN : Number(text);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

/**
 * The filters in a page address: `?category=`, `?onPromo=true`, `?inStock=true`, `?search=`, `?sort=`,
 * `?minPrice=`, `?maxPrice=` (the names of `filtersToQuery`, so a filtered list can be shared).
 */
export function filtersFromSearchParams(params: URLSearchParams): ProductFilters {
  const sort = params.get('sort');
  const minPrice = price(params.get('minPrice'), INITIAL_PRICE_RANGE[0]);
  const maxPrice = price(params.get('maxPrice'), INITIAL_PRICE_RANGE[1]);
  return {
    ...DEFAULT_FILTERS,
    priceRange: minPrice <= maxPrice ? [minPrice, maxPrice] : INITIAL_PRICE_RANGE,
    search: params.get('search') ?? '',
    category: params.get('category') || ALL_CATEGORIES,
    onPromo: params.get('onPromo') === 'true',
    inStock: params.get('inStock') === 'true',
    sort: isSortOption(sort) ? sort : DEFAULT_SORT,
  };
}

/** The page address query of a list query (same names, in a fixed order). */
export function queryToSearchParams(query: ProductQueryParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query).sort(([a], [b]) => a.localeCompare(b))) {
    if (value !== undefined) params.set(name, value);
  }
  return params;
}
