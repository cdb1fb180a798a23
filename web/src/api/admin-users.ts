import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { AdminUserCreate, AdminUserUpdate, SecondFactorResetBody } from '@hiti/contracts';
import { callApi } from './call';
import { adminUserKeys } from './query-keys';

/** The admin users, refetched whenever the screen mounts or the tab regains focus. */
export function useAdminUsers() {
  return useQuery({
    queryKey: adminUserKeys.list(),
    queryFn: ({ signal }) => callApi('listAdminUsers', { signal }),
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
    mutationFn: (body: AdminUserCreate) => callApi('createAdminUser', { body }),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateAdminUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AdminUserUpdate }) =>
      callApi('updateAdminUser', { params: { id }, body }),
    onSuccess: () => invalidate(),
  });
}

/** Turns another admin's second factor off; the acting admin's password confirms it. */
export function useResetSecondFactor() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: SecondFactorResetBody }) =>
      callApi('resetSecondFactor', { params: { id }, body }),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteAdminUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (id: number) => callApi('deleteAdminUser', { params: { id } }),
    onSuccess: () => invalidate(),
  });
}
