import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  LIST_SORT_OPTIONS,
  MAX_PAGE_SIZE,
  type ListSortOption,
} from '@hiti/contracts';
import {
  DEFAULT_FILTERS,
  filtersFromSearchParams,
  filtersToQuery,
  filtersToSearchParams,
  pageFromSearchParams,
  type ProductFilters,
  type ProductQueryParams,
} from '../../lib/product-filters';

/** The page sizes the admin's product tables offer. */
export const TABLE_PAGE_SIZES = [DEFAULT_PAGE_SIZE, 50, MAX_PAGE_SIZE] as const;

/** What an admin product table shows: the storefront's filters, featured only, its order and the page. */
export interface ProductTableState extends Omit<ProductFilters, 'sort'> {
  /** The storefront's orders, or by name. */
  sort: ListSortOption;
  featured: boolean;
  page: number;
  pageSize: number;
}

export const DEFAULT_TABLE_STATE: ProductTableState = {
  ...DEFAULT_FILTERS,
  featured: false,
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

function pageSizeOf(text: string | null): number {
  const size = Number(text);
  return (TABLE_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
}

function sortOf(text: string | null): ListSortOption {
  return LIST_SORT_OPTIONS.find((sort) => sort === text) ?? DEFAULT_SORT;
}

/** A table's state in its page address (`?search=&category=&featured=true&page=2&pageSize=50`...). */
export function tableStateFromSearchParams(params: URLSearchParams): ProductTableState {
  return {
    ...filtersFromSearchParams(params),
    sort: sortOf(params.get('sort')),
    featured: params.get('featured') === 'true',
    page: pageFromSearchParams(params),
    pageSize: pageSizeOf(params.get('pageSize')),
  };
}

/** The page address of a table's state (defaults left out). */
export function tableStateToSearchParams(state: ProductTableState): URLSearchParams {
  const params = filtersToSearchParams({ ...state, sort: DEFAULT_SORT });
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  if (state.featured) params.set('featured', 'true');
  if (state.page > 1) params.set('page', String(state.page));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(state.pageSize));
  return params;
}

/** The GET /api/products query of the page a table shows. */
export function tableStateToQuery(state: ProductTableState): ProductQueryParams {
  return {
    ...filtersToQuery({ ...state, sort: DEFAULT_SORT }),
    ...(state.sort === DEFAULT_SORT ? {} : { sort: state.sort }),
    ...(state.featured ? { featured: 'true' } : {}),
    page: String(state.page),
    pageSize: String(state.pageSize),
  };
}
