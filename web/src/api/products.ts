import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CACHE_TIMES, productListSchema, productSchema } from '@hiti/contracts';
import type { Product, ProductCreateInput, ProductUpdateInput } from '@hiti/contracts';
import type { ProductQueryParams } from '../lib/product-filters';
import { apiFetch } from './client';
import { productKeys } from './query-keys';

export function fetchProducts(query: ProductQueryParams = {}, signal?: AbortSignal): Promise<Product[]> {
  return apiFetch('/api/products', { query, signal }, productListSchema);
}

/** The product list: fresh for 30 s, kept 5 min; the previous result stays visible while filters change. */
export function useProducts(query: ProductQueryParams = {}) {
  return useQuery({
    queryKey: productKeys.list(query),
    queryFn: ({ signal }) => fetchProducts(query, signal),
    staleTime: CACHE_TIMES.productListStaleMs,
    gcTime: CACHE_TIMES.productListGcMs,
    placeholderData: keepPreviousData,
  });
}

/** Featured products of the home page, cached like the hero (5 min). */
export function useFeaturedProducts() {
  const query: ProductQueryParams = { featured: 'true' };
  return useQuery({
    queryKey: productKeys.list(query),
    queryFn: ({ signal }) => fetchProducts(query, signal),
    staleTime: CACHE_TIMES.featuredStaleMs,
    gcTime: CACHE_TIMES.productListGcMs,
  });
}

/** One product, always fetched anew. */
export function useProduct(id: number | undefined) {
  return useQuery({
    queryKey: productKeys.detail(id ?? 'none'),
    queryFn: ({ signal }) => apiFetch(`/api/products/${id}`, { signal }, productSchema),
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
      apiFetch('/api/products', { method: 'POST', json: body }, productSchema),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ProductUpdateInput }) =>
      apiFetch(`/api/products/${id}`, { method: 'PATCH', json: body }, productSchema),
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
