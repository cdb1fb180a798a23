import { FEATURED_ON_HOME } from '@hiti/contracts';
import type { ProductQueryParams } from '../../lib/product-filters';

/** The product list query of the home page's featured products: the first page, as many as it shows. */
export const FEATURED_QUERY: ProductQueryParams = {
  featured: 'true',
  page: '1',
  pageSize: String(FEATURED_ON_HOME),
};
