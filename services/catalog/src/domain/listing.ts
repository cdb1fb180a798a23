import { DEFAULT_SORT, type Product, type SortOption } from '@hiti/contracts';

/** The filters of a product list that depend on the clock (promotion state and effective price). */
export interface PricingFilters {
  onPromo?: boolean | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
}

/** Whether a product (already priced as of now) passes the promotion and price filters; bounds inclusive. */
export function passesPricingFilters(product: Product, filters: PricingFilters): boolean {
  if (filters.onPromo !== undefined && product.promoActive !== filters.onPromo) return false;
  if (filters.minPrice !== undefined && product.effectivePrice < filters.minPrice) return false;
  if (filters.maxPrice !== undefined && product.effectivePrice > filters.maxPrice) return false;
  return true;
}

const byId = (a: Product, b: Product) => a.id - b.id;

/** Featured first, then the newest, then the highest id (a stable order for equal times). */
function byFeaturedThenNewest(a: Product, b: Product): number {
  if (a.featured !== b.featured) return a.featured ? -1 : 1;
  const age = Date.parse(b.createdAt) - Date.parse(a.createdAt);
  return age !== 0 ? age : b.id - a.id;
}

const comparators: Record<SortOption, (a: Product, b: Product) => number> = {
  featured: byFeaturedThenNewest,
  'price-low-high': (a, b) => a.effectivePrice - b.effectivePrice || byId(a, b),
  'price-high-low': (a, b) => b.effectivePrice - a.effectivePrice || byId(a, b),
};

/** Sorts priced products in place by the list's sort option (SPEC §4); `featured` by default. */
export function sortProducts(products: Product[], sort: SortOption = DEFAULT_SORT): Product[] {
  return products.sort(comparators[sort]);
}
