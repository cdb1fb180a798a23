import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import type { SecondFactorResetBody, SecondFactorSignInBody, SessionAdmin } from '@hiti/contracts';
import { userRoleAtom } from '../state/atoms';
import { authCheckQuery } from './auth';
import { callApi } from './call';

/** Marks the browser signed in as `admin`, as a password-only login does. */
function useSignedIn() {
  const client = useQueryClient();
  const setRole = useSetAtom(userRoleAtom);
  return (admin: SessionAdmin) => {
    setRole(admin.role);
    client.setQueryData(authCheckQuery.queryKey, { authenticated: true, role: admin.role });
  };
}

/** The sign-in's second step: a code of the app or a recovery code. */
export function useSignInWithCode() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (body: SecondFactorSignInBody) => callApi('signInWithCode', { body }),
    onSuccess: ({ admin }) => signedIn(admin),
  });
}

export function useStartSecondFactor() {
  return useMutation({ mutationFn: () => callApi('startSecondFactor', {}) });
}

/** Confirms an enrolment; when it was what the sign-in owed, the browser is signed in from then on. */
export function useConfirmSecondFactor() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (code: string) => callApi('confirmSecondFactor', { body: { code } }),
    onSuccess: ({ admin }) => signedIn(admin),
  });
}

const statusKey = ['second-factor', 'status'] as const;

/** The signed-in admin's own second factor. */
export function useSecondFactorStatus() {
  return useQuery({ queryKey: statusKey, queryFn: ({ signal }) => callApi('getSecondFactor', { signal }) });
}

function useRefreshStatus() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: statusKey });
}

export function useRegenerateRecoveryCodes() {
  const refresh = useRefreshStatus();
  return useMutation({
    mutationFn: (code: string) => callApi('regenerateRecoveryCodes', { body: { code } }),
    onSuccess: refresh,
  });
}

export function useResetOwnSecondFactor() {
  const refresh = useRefreshStatus();
  return useMutation({
    mutationFn: (body: SecondFactorResetBody) => callApi('resetOwnSecondFactor', { body }),
    onSuccess: refresh,
  });
}
