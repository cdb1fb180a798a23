import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CACHE_TIMES } from '@hiti/contracts';
import type {
  Language,
  ProductBulkBody,
  ProductCreateInput,
  ProductPage,
  ProductUpdateInput,
} from '@hiti/contracts';
import type { ProductQueryParams } from '../lib/product-filters';
import { FEATURED_QUERY } from '../store/home/featured-query';
import { callApi } from './call';
import { useReadLanguage } from './language';
import { productKeys } from './query-keys';

/** One page of the products `query` selects (it names `page` and `pageSize`), texts in one language. */
async function fetchProductPage(
  query: ProductQueryParams,
  language: Language,
  signal?: AbortSignal,
): Promise<ProductPage> {
  const answer = await callApi('listProducts', { query: { ...query, lang: language }, signal });
  if (Array.isArray(answer))
    throw new Error('GET /api/products answered the list where a page was asked for');
  return answer;
}

/** The read of a page of the product list (`query` names `page` and `pageSize`), texts in a language. */
export function productPageOptions(query: ProductQueryParams, language: Language) {
  return queryOptions({
    queryKey: productKeys.list({ ...query, lang: language }),
    queryFn: ({ signal }) => fetchProductPage(query, language, signal),
    staleTime: CACHE_TIMES.productListStaleMs,
    gcTime: CACHE_TIMES.productListGcMs,
    placeholderData: keepPreviousData,
  });
}

/**
 * A page of the product list (`query` names `page` and `pageSize`), cached as the whole list is; the
 * previous page stays visible while the next one loads. Texts in the page's language unless `inLanguage`
 * names one.
 */
export function useProductPage(query: ProductQueryParams, inLanguage?: Language) {
  const pageLanguage = useReadLanguage();
  return useQuery(productPageOptions(query, inLanguage ?? pageLanguage));
}

/** The read of the home page's featured products (the first few only), cached like the hero (5 min). */
export function featuredProductsOptions(language: Language) {
  const query = FEATURED_QUERY;
  return queryOptions({
    queryKey: productKeys.list({ ...query, lang: language }),
    queryFn: ({ signal }) => fetchProductPage(query, language, signal),
    staleTime: CACHE_TIMES.featuredStaleMs,
    gcTime: CACHE_TIMES.productListGcMs,
  });
}

/** Featured products of the home page in the page's language. */
export function useFeaturedProducts() {
  return useQuery(featuredProductsOptions(useReadLanguage()));
}

/** One product with both languages, for the product form. */
export function useBilingualProduct(id: number | undefined) {
  return useQuery({
    queryKey: [...productKeys.detail(id ?? 'none'), 'both'],
    queryFn: ({ signal }) => callApi('getProduct', { params: { id: id ?? 0 }, signal }),
    enabled: id !== undefined,
  });
}

function useInvalidateProducts() {
  const client = useQueryClient();
  return async (id?: number) => {
    if (id !== undefined) client.removeQueries({ queryKey: productKeys.detail(id) });
    await client.invalidateQueries({ queryKey: productKeys.lists() });
  };
}

export function useCreateProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (body: ProductCreateInput) => callApi('createProduct', { body }),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ProductUpdateInput }) =>
      callApi('updateProduct', { params: { id }, body }),
    onSuccess: (_product, { id }) => invalidate(id),
  });
}

export function useDeleteProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (id: number) => callApi('deleteProduct', { params: { id } }),
    onSuccess: (_answer, id) => invalidate(id),
  });
}

/** What a bulk change would do to each product of its target; writes nothing. */
export function usePreviewProductBulk() {
  return useMutation({
    mutationFn: (body: ProductBulkBody) => callApi('previewProductBulk', { body }),
  });
}

/** Applies a bulk change; every product list (and each changed product) is read again. */
export function useApplyProductBulk() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductBulkBody) => callApi('applyProductBulk', { body }),
    onSuccess: async (result) => {
      for (const change of result.changes) client.removeQueries({ queryKey: productKeys.detail(change.id) });
      await client.invalidateQueries({ queryKey: productKeys.lists() });
    },
  });
}
