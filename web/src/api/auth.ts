import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { CACHE_TIMES } from '@hiti/contracts';
import type { AuthCheck, LoginBody } from '@hiti/contracts';
import { userRoleAtom } from '../state/atoms';
import { callApi } from './call';
import { ApiError } from './client';
import { authKeys } from './query-keys';

const signedOut: AuthCheck = { authenticated: false, role: null };

/** The session check; a 401 counts as "not signed in". */
async function fetchAuthCheck(signal?: AbortSignal): Promise<AuthCheck> {
  try {
    return await callApi('checkSession', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return signedOut;
    throw error;
  }
}

export const authCheckQuery = {
  queryKey: authKeys.detail('check'),
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchAuthCheck(signal),
  staleTime: CACHE_TIMES.authCheckStaleMs,
  retry: false,
  refetchOnWindowFocus: false,
} as const;

export function useAuthCheck() {
  return useQuery(authCheckQuery);
}

export function useLogin() {
  const client = useQueryClient();
  const setRole = useSetAtom(userRoleAtom);
  return useMutation({
    mutationFn: (body: LoginBody) => callApi('login', { body }),
    onSuccess: ({ admin, next }) => {
      if (next !== 'signedIn') return;
      setRole(admin.role);
      client.setQueryData(authCheckQuery.queryKey, { authenticated: true, role: admin.role });
    },
  });
}

/** Logs out, forgets the role and every cached answer. */
export function useLogout() {
  const client = useQueryClient();
  const setRole = useSetAtom(userRoleAtom);
  return useMutation({
    mutationFn: () => callApi('logout', {}),
    onSuccess: () => {
      setRole(null);
      client.clear();
    },
  });
}
