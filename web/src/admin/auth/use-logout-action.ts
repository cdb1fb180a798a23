import { useNavigate } from 'react-router';
import { uiMessage } from '@hiti/contracts';
import { useLogout } from '../../api/auth';
import { useToast } from '../../app/toast';

/** Logs out with the toasts of the specification, then goes to /admin. */
export function useLogoutAction(variant: 'default' | 'manager' = 'default') {
  const logout = useLogout();
  const toast = useToast();
  const navigate = useNavigate();
  const run = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        toast({ title: uiMessage('logoutSuccess'), description: uiMessage('logoutSuccessBody') });
        void navigate('/admin', { replace: true });
      },
      onError: () =>
        toast(
          variant === 'manager'
            ? { title: uiMessage('logoutFailedManager'), variant: 'destructive' }
            : {
                title: uiMessage('logoutFailed'),
                description: uiMessage('logoutFailedBody'),
                variant: 'destructive',
              },
        ),
    });
  return { run, pending: logout.isPending };
}
