import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { CategoryInputBody, CategoryUpdateBody, Language } from '@hiti/contracts';
import { callApi } from './call';
import { useReadLanguage } from './language';
import { categoryKeys, productKeys } from './query-keys';

/** The read of the categories, named in a language. */
export function categoriesOptions(language: Language) {
  return queryOptions({
    queryKey: categoryKeys.list({ lang: language }),
    queryFn: ({ signal }) => callApi('listCategories', { query: { lang: language }, signal }),
  });
}

/** The categories, named in the storefront's language unless `inLanguage` names one (the admin's screens). */
export function useCategories(inLanguage?: Language) {
  const pageLanguage = useReadLanguage();
  return useQuery(categoriesOptions(inLanguage ?? pageLanguage));
}

/** The categories with their names and descriptions in both languages, for the admin. */
export function useBilingualCategories() {
  return useQuery({
    queryKey: categoryKeys.list({ lang: 'both' }),
    queryFn: ({ signal }) => callApi('listCategories', { signal }),
  });
}

function useInvalidateCategories() {
  const client = useQueryClient();
  return async () => {
    await client.invalidateQueries({ queryKey: categoryKeys.all });
    // a rename is carried into the products that use the category
    await client.invalidateQueries({ queryKey: productKeys.all });
  };
}

export function useCreateCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: (body: CategoryInputBody) => callApi('createCategory', { body }),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CategoryUpdateBody }) =>
      callApi('updateCategory', { params: { id }, body }),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: (id: number) => callApi('deleteCategory', { params: { id } }),
    onSuccess: () => invalidate(),
  });
}
