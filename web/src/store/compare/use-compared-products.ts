import { useQueries } from '@tanstack/react-query';
import type { Product } from '@hiti/contracts';
import { useReadLanguage } from '../../api/language';
import { storeProductOptions } from '../product/use-store-product';

export interface ComparedProducts {
  /** The products found, in the order of the address. */
  products: Product[];
  /** Ids no product has. */
  missing: number;
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
}

/** The products of a comparison, each read as its own page reads it (the server fills the same entries). */
export function useComparedProducts(ids: readonly number[]): ComparedProducts {
  const language = useReadLanguage();
  const results = useQueries({
    queries: ids.map((id) => storeProductOptions(id, language)),
  });
  return {
    products: results.flatMap((result) => (result.data ? [result.data] : [])),
    missing: results.filter((result) => result.data === null).length,
    isPending: results.some((result) => result.isPending),
    isError: results.some((result) => result.isError),
    refetch: () => {
      for (const result of results) if (result.isError) void result.refetch();
    },
  };
}
