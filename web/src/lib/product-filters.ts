import { DEFAULT_SORT, PRICE_SLIDER, PRODUCTS_PER_PAGE, QUERY_TEXT_MAX, SORT_OPTIONS } from '@hiti/contracts';
import type { Category, Product, SortOption } from '@hiti/contracts';
import { EUR_TO_MKD, eurToDenars, hasPrice } from './price';
import {
  specificationEntries,
  specificationFilterCount,
  specificationParamsFrom,
  type SpecificationParams,
} from './specification-filters';
import type { ProductQueryParams } from './product-query-params';

export type { ProductQueryParams } from './product-query-params';

export const ALL_CATEGORIES = 'all';

/** What the visitor chose on the products page. */
export interface ProductFilters {
  search: string;
  /** A category's id (an older link's category name also works), or `all`. */
  category: string;
  /** Whole denars, as the page shows prices; null means no bound. */
  minPrice: number | null;
  maxPrice: number | null;
  inStock: boolean;
  onPromo: boolean;
  sort: SortOption;
  /** The specification filters (`?fuel=wood,pellets&heatOutputMin=8`), as the API takes them. */
  specifications: SpecificationParams;
}

export const DEFAULT_FILTERS: ProductFilters = {
  search: '',
  category: ALL_CATEGORIES,
  minPrice: null,
  maxPrice: null,
  inStock: false,
  onPromo: false,
  sort: DEFAULT_SORT,
  specifications: {},
};

/** The stable identity of a category in links and filters (`?category=`): its id. */
export function categoryKey(category: Pick<Category, 'id'>): string {
  return String(category.id);
}

/** The products page listing a category: the one address of each category's listing (links, sitemap). */
export function categoryListingPath(category: Pick<Category, 'id'>): string {
  return `/products?category=${categoryKey(category)}`;
}

/** Whether a `?category=` value names a category to filter by: not `all`, and not longer than any name. */
export function isCategoryFilter(category: string): boolean {
  return category !== ALL_CATEGORIES && category.trim() !== '' && category.trim().length <= QUERY_TEXT_MAX;
}

const nameKey = (name: string) => name.trim().normalize('NFC').toLowerCase();

/**
 * The category a `?category=` value names among the page's categories, read as the API reads it: digits
 * are an id, any text a name. The page has each name in its own language only; a name in the other
 * language is found through the group `groupOf` knows the names of in both languages (when one category
 * of the page is in it).
 */
export function findChosenCategory<Chosen extends Pick<Category, 'id' | 'name'>>(
  categories: readonly Chosen[],
  chosen: string,
  groupOf: (name: string) => string | undefined = () => undefined,
): Chosen | undefined {
  const text = chosen.trim();
  if (!isCategoryFilter(chosen)) return undefined;
  const byId = /^\d+$/.test(text) ? categories.find((category) => category.id === Number(text)) : undefined;
  const byName = categories.find((category) => nameKey(category.name) === nameKey(text));
  const named = byId ?? byName;
  if (named) return named;
  const group = groupOf(text);
  const inGroup =
    group === undefined ? [] : categories.filter((category) => groupOf(category.name) === group);
  return inGroup.length === 1 ? inGroup[0] : undefined;
}

/**
 * The category of a list filtered by category: the API found the category its filter names (by id or by a
 * name in either language), so every product it listed carries that category's id.
 */
export function listedCategoryId(products: readonly Pick<Product, 'categoryId'>[]): number | undefined {
  const ids = new Set(products.map((product) => product.categoryId));
  return ids.size === 1 ? products[0]?.categoryId : undefined;
}

/**
 * A text cut to the `QUERY_TEXT_MAX` characters the API takes in a query (a character made of two UTF-16
 * units is kept whole or left out).
 */
export function clipQueryText(text: string): string {
  if (text.length <= QUERY_TEXT_MAX) return text;
  const clipped = text.slice(0, QUERY_TEXT_MAX);
  return /[\uD800-\uDBFF]$/.test(clipped) ? clipped.slice(0, -1) : clipped;
}

const EURO_DECIMALS = 1e6;

/**
 * The euro bounds the API filters by (it keeps prices in euros) for denar bounds: exactly the products
 * whose price, shown in whole denars, lies within the bounds.
 */
export function denarBoundsToEuros(
  minDenars: number | null,
  maxDenars: number | null,
  rate: number = EUR_TO_MKD,
): { minPrice?: string; maxPrice?: string } {
  const bounds: { minPrice?: string; maxPrice?: string } = {};
  // a price is shown as n denars from (n - 0.5) denars up to just below (n + 0.5)
  if (minDenars !== null && minDenars > 0) {
    bounds.minPrice = String(Math.ceil(((minDenars - 0.5) / rate) * EURO_DECIMALS) / EURO_DECIMALS);
  }
  if (maxDenars !== null) {
    const justBelow = Math.ceil(((maxDenars + 0.5) / rate) * EURO_DECIMALS) - 1;
    bounds.maxPrice = String(Math.max(0, justBelow) / EURO_DECIMALS);
  }
  return bounds;
}

/** Only what is set goes to the server; booleans travel as the texts `true`/`false`, prices in euros. */
export function filtersToQuery(filters: ProductFilters, rate: number = EUR_TO_MKD): ProductQueryParams {
  const query: ProductQueryParams = {};
  const search = clipQueryText(filters.search.trim()).trim();
  if (search) query.search = search;
  if (isCategoryFilter(filters.category)) query.category = filters.category;
  if (filters.inStock) query.inStock = 'true';
  if (filters.onPromo) query.onPromo = 'true';
  Object.assign(query, denarBoundsToEuros(filters.minPrice, filters.maxPrice, rate));
  if (filters.sort !== DEFAULT_SORT) query.sort = filters.sort;
  for (const [name, value] of specificationEntries(filters.specifications)) query[name] = value;
  return query;
}

/** How many filters narrow the list (the sort order does not count). */
export function activeFilterCount(filters: ProductFilters): number {
  return (
    [
      filters.search.trim() !== '',
      filters.category !== ALL_CATEGORIES,
      filters.minPrice !== null || filters.maxPrice !== null,
      filters.inStock,
      filters.onPromo,
    ].filter(Boolean).length + specificationFilterCount(filters.specifications)
  );
}

function isSortOption(value: string | null): value is SortOption {
  return value !== null && (SORT_OPTIONS as readonly string[]).includes(value);
}

function denars(text: string | null): number | null {
  if (text === null || !/^\d{1,12}$/.test(text.trim())) return null;
  return Number(text.trim());
}

/**
 * The filters in a page address: `?category=`, `?onPromo=true`, `?inStock=true`, `?search=`, `?sort=`,
 * `?minPrice=` and `?maxPrice=` in whole denars (as the page shows prices), so a filtered list can be shared.
 * A search is cut to the length the search box takes; a category too long to be a name is ignored.
 */
export function filtersFromSearchParams(params: URLSearchParams): ProductFilters {
  const sort = params.get('sort');
  const minPrice = denars(params.get('minPrice'));
  const maxPrice = denars(params.get('maxPrice'));
  const ordered = minPrice === null || maxPrice === null || minPrice <= maxPrice;
  const category = params.get('category') ?? '';
  return {
    ...DEFAULT_FILTERS,
    minPrice: ordered ? minPrice : null,
    maxPrice: ordered ? maxPrice : null,
    search: clipQueryText(params.get('search') ?? ''),
    category: isCategoryFilter(category) ? category : ALL_CATEGORIES,
    onPromo: params.get('onPromo') === 'true',
    inStock: params.get('inStock') === 'true',
    sort: isSortOption(sort) ? sort : DEFAULT_SORT,
    specifications: specificationParamsFrom(params),
  };
}

/** The page address query of some filters (the names `filtersFromSearchParams` reads, in a fixed order). */
export function filtersToSearchParams(filters: ProductFilters): URLSearchParams {
  const values: Record<string, string | undefined> = {
    category: isCategoryFilter(filters.category) ? filters.category : undefined,
    inStock: filters.inStock ? 'true' : undefined,
    maxPrice: filters.maxPrice === null ? undefined : String(filters.maxPrice),
    minPrice: filters.minPrice === null ? undefined : String(filters.minPrice),
    onPromo: filters.onPromo ? 'true' : undefined,
    search: filters.search.trim() || undefined,
    sort: filters.sort !== DEFAULT_SORT ? filters.sort : undefined,
  };
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value !== undefined) params.set(name, value);
  for (const [name, value] of specificationEntries(filters.specifications)) params.set(name, value);
  return params;
}

/** The page of the list a page address names (`?page=`); the first for none or one that is no page number. */
export function pageFromSearchParams(params: URLSearchParams): number {
  const text = params.get('page')?.trim() ?? '';
  return /^[1-9]\d{0,5}$/.test(text) ? Number(text) : 1;
}

/** The page address query of some filters and a page (the first page names none). */
export function listingSearchParams(filters: ProductFilters, page: number): URLSearchParams {
  const params = filtersToSearchParams(filters);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The API query of the page of products a page address shows (`PRODUCTS_PER_PAGE` a page). */
export function productPageQuery(params: URLSearchParams): ProductQueryParams {
  return pageQuery(filtersToQuery(filtersFromSearchParams(params)), pageFromSearchParams(params));
}

/** The API query of the facets of the filters a page address names (the list's, without order or page). */
export function facetsQuery(filters: ProductFilters): ProductQueryParams {
  const { sort: _sort, ...query } = filtersToQuery(filters);
  return query;
}

/** How many pages a list of `total` products has (at least one, an empty first page). */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PRODUCTS_PER_PAGE));
}

/** The API query of one page of a list's query. */
export function pageQuery(query: ProductQueryParams, page: number): ProductQueryParams {
  return { ...query, page: String(page), pageSize: String(PRODUCTS_PER_PAGE) };
}

/** The cheapest priced product (a price bound leaves out those without a price): one end of the slider. */
export const CHEAPEST_QUERY: ProductQueryParams = {
  minPrice: '0',
  sort: 'price-low-high',
  page: '1',
  pageSize: '1',
};
/** The dearest product: the slider's other end. */
export const DEAREST_QUERY: ProductQueryParams = { ...CHEAPEST_QUERY, sort: 'price-high-low' };

/** The range of the price slider: the catalogue's prices in denars, rounded out to its step. */
export interface PriceBounds {
  min: number;
  max: number;
  step: number;
}

/** The smallest of 1, 2, 5 × 10ⁿ (at least the specification's step) that cuts the range into ≤ 200 steps. */
function sliderStep(range: number): number {
  const wanted = Math.max(PRICE_SLIDER.step, range / 200);
  const power = 10 ** Math.floor(Math.log10(wanted));
  return [1, 2, 5, 10].map((factor) => factor * power).find((step) => step >= wanted) ?? power * 10;
}

/** The slider's range for the catalogue's products; null when no product has a price. */
export function priceBounds(
  products: readonly Pick<Product, 'fullPrice' | 'promoActive' | 'promoPrice' | 'effectivePrice'>[],
  rate: number = EUR_TO_MKD,
): PriceBounds | null {
  const prices = products.filter(hasPrice).map((product) => eurToDenars(product.effectivePrice, rate));
  if (prices.length === 0) return null;
  const lowest = Math.min(...prices);
  const highest = Math.max(...prices);
  const step = sliderStep(highest - lowest);
  const min = Math.floor(lowest / step) * step;
  return { min, max: Math.max(Math.ceil(highest / step) * step, min + step), step };
}
