import { useQuery } from '@tanstack/react-query';
import { productSchema } from '@hiti/contracts';
import type { Product } from '@hiti/contracts';
import { ApiError, apiFetch } from '../../api/client';
import { productKeys } from '../../api/query-keys';

/** A product id as it may appear in a page path (a positive whole number). */
export function parseProductId(text: string | undefined): number | undefined {
  return text && /^[1-9]\d{0,15}$/.test(text) ? Number(text) : undefined;
}

/** The product page's read: under the product's detail key, so product writes drop it too. */
export function storeProductKey(id: number) {
  return [...productKeys.detail(id), 'page'] as const;
}

async function fetchProductOrNull(id: number, signal: AbortSignal): Promise<Product | null> {
  try {
    return await apiFetch(`/api/products/${id}`, { signal }, productSchema);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** One product for its page, always read anew; null when there is no such product. */
export function useStoreProduct(id: number | undefined) {
  return useQuery({
    queryKey: storeProductKey(id ?? 0),
    queryFn: ({ signal }) => fetchProductOrNull(id ?? 0, signal),
    enabled: id !== undefined,
  });
}
