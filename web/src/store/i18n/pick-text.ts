import type { Category, Product } from '@hiti/contracts';

/**
 * The one place that decides which language's text of a record the storefront shows. Public reads
 * are asked for in the page's language and answer each text already resolved, so today the stored
 * field is the text to show.
 */
export function productName(product: Pick<Product, 'name'>): string {
  return product.name;
}

export function productDescription(product: Pick<Product, 'description'>): string {
  return product.description;
}

export function categoryName(category: Pick<Category, 'name'>): string {
  return category.name;
}

/** The stable identity of a category in links and filters (`?category=`). */
export function categoryKey(category: Pick<Category, 'name'>): string {
  return category.name;
}
