import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@hiti/contracts';
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

/** What an admin product table shows: the storefront's filters, featured only, and the page. */
export interface ProductTableState extends ProductFilters {
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

/** A table's state in its page address (`?search=&category=&featured=true&page=2&pageSize=50`...). */
export function tableStateFromSearchParams(params: URLSearchParams): ProductTableState {
  return {
    ...filtersFromSearchParams(params),
    featured: params.get('featured') === 'true',
    page: pageFromSearchParams(params),
    pageSize: pageSizeOf(params.get('pageSize')),
  };
}

/** The page address of a table's state (defaults left out). */
export function tableStateToSearchParams(state: ProductTableState): URLSearchParams {
  const params = filtersToSearchParams(state);
  if (state.featured) params.set('featured', 'true');
  if (state.page > 1) params.set('page', String(state.page));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(state.pageSize));
  return params;
}

/** The GET /api/products query of the page a table shows. */
export function tableStateToQuery(state: ProductTableState): ProductQueryParams {
  return {
    ...filtersToQuery(state),
    ...(state.featured ? { featured: 'true' } : {}),
    page: String(state.page),
    pageSize: String(state.pageSize),
  };
}
