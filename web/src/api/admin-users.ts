import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { AdminUserCreate, AdminUserUpdate } from '@hiti/contracts';
import { apiFetch } from './client';
import { adminUserKeys } from './query-keys';
import { schemaOf } from './schemas-loader';

/** The admin users, refetched whenever the screen mounts or the tab regains focus. */
export function useAdminUsers() {
  return useQuery({
    queryKey: adminUserKeys.list(),
    queryFn: ({ signal }) =>
      apiFetch(
        '/api/admin-users',
        { signal },
        schemaOf((schemas) => schemas.adminUserListSchema),
      ),
    staleTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
  });
}

function useInvalidateUsers() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: adminUserKeys.all });
}

export function useCreateAdminUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (body: AdminUserCreate) =>
      apiFetch(
        '/api/admin-users',
        { method: 'POST', json: body },
        schemaOf((schemas) => schemas.adminUserSchema),
      ),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateAdminUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AdminUserUpdate }) =>
      apiFetch(
        `/api/admin-users/${id}`,
        { method: 'PUT', json: body },
        schemaOf((schemas) => schemas.adminUserSchema),
      ),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteAdminUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (id: number) => apiFetch<unknown>(`/api/admin-users/${id}`, { method: 'DELETE' }),
    onSuccess: () => invalidate(),
  });
}
