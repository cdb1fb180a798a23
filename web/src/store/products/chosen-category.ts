import type { Category, Product } from '@hiti/contracts';
import { findChosenCategory, isCategoryFilter, listedCategoryId } from '../../lib/product-filters';
import { categorySlug } from '../common/category-visuals';

/** What the products page has read: its categories, and the products listed for its filters. */
export interface ChosenCategorySources {
  categories: readonly Category[] | undefined;
  /** The list answered for the current filters; undefined while another list stands in for it. */
  listed: readonly Pick<Product, 'categoryId'>[] | undefined;
}

/**
 * The category of the page that the `?category=` filter names: by its id, its name in the page's
 * language or a name of its known group in either language; else the category of the products the API
 * listed for the filter (the API reads a name in either language).
 */
export function resolveChosenCategory(
  chosen: string,
  { categories = [], listed }: ChosenCategorySources,
): Category | undefined {
  if (!isCategoryFilter(chosen)) return undefined;
  const found = findChosenCategory(categories, chosen, categorySlug);
  if (found || !listed) return found;
  const id = listedCategoryId(listed);
  return categories.find((category) => category.id === id);
}
