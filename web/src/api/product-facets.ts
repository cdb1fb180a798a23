import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_TIMES } from '@hiti/contracts';
import type { ProductQueryParams } from '../lib/product-filters';
import { callApi } from './call';
import { productKeys } from './query-keys';

/** The cache key of a list's facets (under the product lists, so writes that drop lists drop them too). */
const productFacetsKey = (query: ProductQueryParams) => productKeys.list({ ...query, facets: true });

/** The read of the specification facets of a list's filters (`facetsQuery`). */
export function productFacetsOptions(query: ProductQueryParams) {
  return queryOptions({
    queryKey: productFacetsKey(query),
    queryFn: ({ signal }) => callApi('listProductFacets', { query, signal }),
    staleTime: CACHE_TIMES.productListStaleMs,
    gcTime: CACHE_TIMES.productListGcMs,
    placeholderData: keepPreviousData,
  });
}

/** The specification facets of a list's filters; the previous ones stay while new ones load. */
export function useProductFacets(query: ProductQueryParams) {
  return useQuery(productFacetsOptions(query));
}
