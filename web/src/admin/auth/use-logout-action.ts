import { useNavigate } from 'react-router';
import { useLogout } from '../../api/auth';
import { useToast } from '../../app/toast';
import { useAdminTexts } from '../i18n/use-admin-language';

/** Logs out with the toasts of the specification, then goes to /admin. */
export function useLogoutAction(variant: 'default' | 'manager' = 'default') {
  const logout = useLogout();
  const toast = useToast();
  const navigate = useNavigate();
  const message = useAdminTexts('messages');
  const run = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        toast({ title: message('logoutSuccess'), description: message('logoutSuccessBody') });
        void navigate('/admin', { replace: true });
      },
      onError: () =>
        toast(
          variant === 'manager'
            ? { title: message('logoutFailedManager'), variant: 'destructive' }
            : {
                title: message('logoutFailed'),
                description: message('logoutFailedBody'),
                variant: 'destructive',
              },
        ),
    });
  return { run, pending: logout.isPending };
}
