import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CACHE_TIMES } from '@hiti/contracts';
import type { Language, Product, ProductCreateInput, ProductPage, ProductUpdateInput } from '@hiti/contracts';
import type { ProductQueryParams } from '../lib/product-filters';
import { FEATURED_QUERY } from '../store/home/featured-query';
import { apiFetch } from './client';
import { useReadLanguage } from './language';
import { productKeys } from './query-keys';
import { schemaOf } from './schemas-loader';

/** Products with their texts in one language. */
export function fetchProducts(
  query: ProductQueryParams,
  language: Language,
  signal?: AbortSignal,
): Promise<Product[]> {
  return apiFetch(
    '/api/products',
    { query: { ...query, lang: language }, signal },
    schemaOf((schemas) => schemas.productListSchema),
  );
}

/** One page of the products `query` selects (it names `page` and `pageSize`), texts in one language. */
export function fetchProductPage(
  query: ProductQueryParams,
  language: Language,
  signal?: AbortSignal,
): Promise<ProductPage> {
  return apiFetch(
    '/api/products',
    { query: { ...query, lang: language }, signal },
    schemaOf((schemas) => schemas.productPageSchema),
  );
}

/**
 * A page of the product list (`query` names `page` and `pageSize`), cached as the whole list is; the
 * previous page stays visible while the next one loads. Texts in the page's language unless `inLanguage`
 * names one.
 */
export function useProductPage(query: ProductQueryParams, inLanguage?: Language) {
  const pageLanguage = useReadLanguage();
  const language = inLanguage ?? pageLanguage;
  return useQuery({
    queryKey: productKeys.list({ ...query, lang: language }),
    queryFn: ({ signal }) => fetchProductPage(query, language, signal),
    staleTime: CACHE_TIMES.productListStaleMs,
    gcTime: CACHE_TIMES.productListGcMs,
    placeholderData: keepPreviousData,
  });
}

/**
 * The product list: fresh for 30 s, kept 5 min; the previous result stays visible while filters change.
 * Its texts are in the page's language unless `inLanguage` names one (the admin's screens).
 */
export function useProducts(query: ProductQueryParams = {}, inLanguage?: Language) {
  const pageLanguage = useReadLanguage();
  const language = inLanguage ?? pageLanguage;
  return useQuery({
    queryKey: productKeys.list({ ...query, lang: language }),
    queryFn: ({ signal }) => fetchProducts(query, language, signal),
    staleTime: CACHE_TIMES.productListStaleMs,
    gcTime: CACHE_TIMES.productListGcMs,
    placeholderData: keepPreviousData,
  });
}

/** Featured products of the home page (the first few only), cached like the hero (5 min). */
export function useFeaturedProducts() {
  const language = useReadLanguage();
  const query = FEATURED_QUERY;
  return useQuery({
    queryKey: productKeys.list({ ...query, lang: language }),
    queryFn: ({ signal }) => fetchProductPage(query, language, signal),
    staleTime: CACHE_TIMES.featuredStaleMs,
    gcTime: CACHE_TIMES.productListGcMs,
  });
}

/** One product in the storefront's language, always fetched anew. */
export function useProduct(id: number | undefined) {
  const language = useReadLanguage();
  return useQuery({
    queryKey: [...productKeys.detail(id ?? 'none'), language],
    queryFn: ({ signal }) =>
      apiFetch(
        `/api/products/${id}`,
        { query: { lang: language }, signal },
        schemaOf((schemas) => schemas.productSchema),
      ),
    enabled: id !== undefined,
  });
}

/** The product list with both languages, for the admin. */
export function useBilingualProducts(query: ProductQueryParams = {}) {
  return useQuery({
    queryKey: productKeys.list({ ...query, lang: 'both' }),
    queryFn: ({ signal }) =>
      apiFetch(
        '/api/products',
        { query, signal },
        schemaOf((schemas) => schemas.bilingualProductListSchema),
      ),
    placeholderData: keepPreviousData,
  });
}

/** One product with both languages, for the product form. */
export function useBilingualProduct(id: number | undefined) {
  return useQuery({
    queryKey: [...productKeys.detail(id ?? 'none'), 'both'],
    queryFn: ({ signal }) =>
      apiFetch(
        `/api/products/${id}`,
        { signal },
        schemaOf((schemas) => schemas.bilingualProductSchema),
      ),
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
    mutationFn: (body: ProductCreateInput) =>
      apiFetch(
        '/api/products',
        { method: 'POST', json: body },
        schemaOf((schemas) => schemas.bilingualProductSchema),
      ),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ProductUpdateInput }) =>
      apiFetch(
        `/api/products/${id}`,
        { method: 'PATCH', json: body },
        schemaOf((schemas) => schemas.bilingualProductSchema),
      ),
    onSuccess: (_product, { id }) => invalidate(id),
  });
}

export function useDeleteProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (id: number) => apiFetch<unknown>(`/api/products/${id}`, { method: 'DELETE' }),
    onSuccess: (_answer, id) => invalidate(id),
  });
}
