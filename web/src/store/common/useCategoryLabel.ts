import { useCallback } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { labelledCategorySlug } from './category-visuals';

/** The translated label of a known category name; other names are shown as stored. */
export function useCategoryLabel(): (name: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (name: string) => {
      const slug = labelledCategorySlug(name);
      return slug ? t(`categories.names.${slug}`) : name;
    },
    [t],
  );
}
