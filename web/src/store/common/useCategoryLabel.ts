import { useCallback } from 'react';
import { useTexts } from './use-texts';
import { labelledCategorySlug } from './category-visuals';

/** The translated label of a known category name; other names are shown as stored. */
export function useCategoryLabel(): (name: string) => string {
  const texts = useTexts();
  return useCallback(
    (name: string) => {
      const slug = labelledCategorySlug(name);
      return slug ? texts.categories.names[slug] : name;
    },
    [texts],
  );
}
