import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Language, Product } from '@hiti/contracts';
import { callApi } from '../../api/call';
import { ApiError } from '../../api/client';
import { useReadLanguage } from '../../api/language';
import { productKeys } from '../../api/query-keys';

/** A product id as it may appear in a page path (a positive whole number). */
export function parseProductId(text: string | undefined): number | undefined {
  return text && /^[1-9]\d{0,15}$/.test(text) ? Number(text) : undefined;
}

/** The product page's read in a language: under the product's detail key, so product writes drop it too. */
function storeProductKey(id: number, language: Language) {
  return [...productKeys.detail(id), 'page', language] as const;
}

async function fetchProductOrNull(
  id: number,
  language: Language,
  signal: AbortSignal,
): Promise<Product | null> {
  try {
    return await callApi('getProduct', { params: { id }, query: { lang: language }, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The read of one product for its page (and a comparison) in a language; null when there is no such product. */
export function storeProductOptions(id: number, language: Language) {
  return queryOptions({
    queryKey: storeProductKey(id, language),
    queryFn: ({ signal }) => fetchProductOrNull(id, language, signal),
  });
}

/** One product for its page, always read anew; null when there is no such product. */
export function useStoreProduct(id: number | undefined) {
  const language = useReadLanguage();
  return useQuery({ ...storeProductOptions(id ?? 0, language), enabled: id !== undefined });
}
