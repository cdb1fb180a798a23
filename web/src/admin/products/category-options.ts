import type { Product } from '@hiti/contracts';
import { categoryKey } from '../../lib/product-filters';

/**
 * A category filter's choices: the categories that hold products, by id (a choice survives a change of
 * the admin's language), named in the language the products were read in, in alphabetical order.
 */
export function categoryOptions(products: readonly Product[]): { value: string; label: string }[] {
  const named = new Map(products.map((product) => [product.categoryId, product.category]));
  return [...named]
    .map(([id, name]) => ({ value: categoryKey({ id }), label: name }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
