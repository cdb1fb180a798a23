import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { CategoryInputBody, CategoryUpdateBody } from '@hiti/contracts';
import { apiFetch } from './client';
import { useReadLanguage } from './language';
import { categoryKeys, productKeys } from './query-keys';
import { schemaOf } from './schemas-loader';

/** The categories, named in the storefront's language. */
export function useCategories() {
  const language = useReadLanguage();
  return useQuery({
    queryKey: categoryKeys.list({ lang: language }),
    queryFn: ({ signal }) =>
      apiFetch(
        '/api/categories',
        { query: { lang: language }, signal },
        schemaOf((schemas) => schemas.categoryListSchema),
      ),
  });
}

/** The categories with their names and descriptions in both languages, for the admin. */
export function useBilingualCategories() {
  return useQuery({
    queryKey: categoryKeys.list({ lang: 'both' }),
    queryFn: ({ signal }) =>
      apiFetch(
        '/api/categories',
        { signal },
        schemaOf((schemas) => schemas.bilingualCategoryListSchema),
      ),
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
    mutationFn: (body: CategoryInputBody) =>
      apiFetch(
        '/api/categories',
        { method: 'POST', json: body },
        schemaOf((schemas) => schemas.bilingualCategorySchema),
      ),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CategoryUpdateBody }) =>
      apiFetch(
        `/api/categories/${id}`,
        { method: 'PATCH', json: body },
        schemaOf((schemas) => schemas.bilingualCategorySchema),
      ),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: (id: number) => apiFetch<unknown>(`/api/categories/${id}`, { method: 'DELETE' }),
    onSuccess: () => invalidate(),
  });
}
