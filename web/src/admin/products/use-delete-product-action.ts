import { uiMessage } from '@hiti/contracts';
import { useDeleteProduct } from '../../api/products';
import { useToast } from '../../app/toast';

/** Asks the browser for confirmation, deletes, and reports with the toasts of the view. */
export function useDeleteProductAction(variant: 'default' | 'manager') {
  const remove = useDeleteProduct();
  const toast = useToast();
  const run = (id: number) => {
    if (!window.confirm(uiMessage('confirmDeleteProduct'))) return;
    remove.mutate(id, {
      onSuccess: () =>
        toast(
          variant === 'manager'
            ? { title: uiMessage('productDeletedManager') }
            : { title: uiMessage('productDeleted'), description: uiMessage('productDeletedBody') },
        ),
      onError: () =>
        toast(
          variant === 'manager'
            ? { title: uiMessage('deleteFailedManager'), variant: 'destructive' }
            : {
                title: uiMessage('deleteFailed'),
                description: uiMessage('deleteFailedBody'),
                variant: 'destructive',
              },
        ),
    });
  };
  return { run, pendingId: remove.isPending ? remove.variables : undefined };
}
