import type { ProductQueryParams } from '../../lib/product-filters';

/** The product list query of the home page's featured products. */
export const FEATURED_QUERY: ProductQueryParams = { featured: 'true' };
