import type { Category } from '@hiti/contracts';
import { useCategories } from '../../api/categories';
import { categoryKey } from '../../lib/product-filters';
import { useAdminContentLanguage } from '../i18n/use-admin-language';

/**
 * A category filter's choices: every category by id (a choice survives a change of the admin's
 * language), named in the admin's language, in alphabetical order.
 */
function categoryOptions(categories: readonly Category[]): { value: string; label: string }[] {
  return categories
    .map((category) => ({ value: categoryKey(category), label: category.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** The category filter's choices of an admin product table. */
export function useCategoryOptions(): { value: string; label: string }[] {
  const categories = useCategories(useAdminContentLanguage());
  return categoryOptions(categories.data ?? []);
}
