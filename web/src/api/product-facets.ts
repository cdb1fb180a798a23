import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CACHE_TIMES } from '@hiti/contracts';
import type { ProductQueryParams } from '../lib/product-filters';
import { callApi } from './call';
import { productKeys } from './query-keys';

/** The cache key of a list's facets (under the product lists, so writes that drop lists drop them too). */
export const productFacetsKey = (query: ProductQueryParams) => productKeys.list({ ...query, facets: true });

/** The specification facets of a list's filters (`facetsQuery`); the previous ones stay while new ones load. */
export function useProductFacets(query: ProductQueryParams) {
  return useQuery({
    queryKey: productFacetsKey(query),
    queryFn: ({ signal }) => callApi('listProductFacets', { query, signal }),
    staleTime: CACHE_TIMES.productListStaleMs,
    gcTime: CACHE_TIMES.productListGcMs,
    placeholderData: keepPreviousData,
  });
}
