import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { AuthCheck } from '@hiti/contracts';
import { authCheckQuery } from '../../api/auth';
import { ApiError } from '../../api/client';
import { userRoleAtom } from '../../state/atoms';

const signedOut: AuthCheck = { authenticated: false, role: null };

/**
 * When `error` is a 401 (the session ended: the admin changed their own role, name or password, or it
 * expired), the app forgets the session as the session check reads a 401, and goes to the login page,
 * where the page guards send a visitor without a session. Answers whether the session ended.
 */
export function useLoginOnSessionEnd(error: unknown): boolean {
  const client = useQueryClient();
  const setRole = useSetAtom(userRoleAtom);
  const navigate = useNavigate();
  const ended = error instanceof ApiError && error.status === 401;
  useEffect(() => {
    if (!ended) return;
    setRole(null);
    client.setQueryData(authCheckQuery.queryKey, signedOut);
    void navigate('/admin/login', { replace: true });
  }, [ended, client, setRole, navigate]);
  return ended;
}
