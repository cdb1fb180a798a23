import { DEFAULT_SORT, type BilingualProduct, type SortOption } from '@hiti/contracts';

/** The filters of a product list that depend on the clock (promotion state and effective price). */
export interface PricingFilters {
  onPromo?: boolean | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
}

/** Whether a product (already priced as of now) passes the promotion and price filters; bounds inclusive. */
export function passesPricingFilters(product: BilingualProduct, filters: PricingFilters): boolean {
  if (filters.onPromo !== undefined && product.promoActive !== filters.onPromo) return false;
  if (filters.minPrice !== undefined && product.effectivePrice < filters.minPrice) return false;
  if (filters.maxPrice !== undefined && product.effectivePrice > filters.maxPrice) return false;
  return true;
}

/** A product with its creation time read once, so a sort does not parse dates on every comparison. */
interface Keyed {
  product: BilingualProduct;
  created: number;
}

const byId = (a: Keyed, b: Keyed) => a.product.id - b.product.id;

/** Featured first, then the newest, then the highest id (a stable order for equal times). */
function byFeaturedThenNewest(a: Keyed, b: Keyed): number {
  if (a.product.featured !== b.product.featured) return a.product.featured ? -1 : 1;
  return b.created - a.created || b.product.id - a.product.id;
}

const comparators: Record<SortOption, (a: Keyed, b: Keyed) => number> = {
  featured: byFeaturedThenNewest,
  'price-low-high': (a, b) => a.product.effectivePrice - b.product.effectivePrice || byId(a, b),
  'price-high-low': (a, b) => b.product.effectivePrice - a.product.effectivePrice || byId(a, b),
};

/** Priced products in the list's sort order (SPEC §4); `featured` by default. */
export function sortProducts(
  products: BilingualProduct[],
  sort: SortOption = DEFAULT_SORT,
): BilingualProduct[] {
  return products
    .map((product) => ({ product, created: Date.parse(product.createdAt) }))
    .sort(comparators[sort])
    .map((keyed) => keyed.product);
}
