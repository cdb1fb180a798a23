import { useDeleteProduct } from '../../api/products';
import { useToast } from '../../app/toast';
import { useAdminTexts } from '../i18n/use-admin-language';

/** Asks the browser for confirmation, deletes, and reports with the toasts of the view. */
export function useDeleteProductAction(variant: 'default' | 'manager') {
  const remove = useDeleteProduct();
  const toast = useToast();
  const message = useAdminTexts('messages');
  const run = (id: number) => {
    if (!window.confirm(message('confirmDeleteProduct'))) return;
    remove.mutate(id, {
      onSuccess: () =>
        toast(
          variant === 'manager'
            ? { title: message('productDeletedManager') }
            : { title: message('productDeleted'), description: message('productDeletedBody') },
        ),
      onError: () =>
        toast(
          variant === 'manager'
            ? { title: message('deleteFailedManager'), variant: 'destructive' }
            : {
                title: message('deleteFailed'),
                description: message('deleteFailedBody'),
                variant: 'destructive',
              },
        ),
    });
  };
  return { run, pendingId: remove.isPending ? remove.variables : undefined };
}
