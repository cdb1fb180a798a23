import type { ProductListQueryInput } from '@hiti/contracts';

/** The query string values of GET /api/products, each as text. */
export type ProductQueryParams = Partial<Record<keyof ProductListQueryInput, string>>;
