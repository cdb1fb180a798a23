import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { categoryListSchema, categorySchema } from '@hiti/contracts';
import type { CategoryInput, CategoryUpdate } from '@hiti/contracts';
import { apiFetch } from './client';
import { categoryKeys, productKeys } from './query-keys';

export function useCategories() {
  return useQuery({
    queryKey: categoryKeys.list(),
    queryFn: ({ signal }) => apiFetch('/api/categories', { signal }, categoryListSchema),
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
    mutationFn: (body: Partial<CategoryInput> & Pick<CategoryInput, 'name'>) =>
      apiFetch('/api/categories', { method: 'POST', json: body }, categorySchema),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CategoryUpdate }) =>
      apiFetch(`/api/categories/${id}`, { method: 'PATCH', json: body }, categorySchema),
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
