import { useSaveContent, type ContentEntry } from '../../api/site-content';
import { useToast, type ToastInput } from '../../app/toast';

type ToastText = Omit<ToastInput, 'variant'>;

/** What a save reports: its success toast, and its failure toast (given the error, when it depends on it). */
export interface SaveToasts {
  saved: ToastText;
  failed: ToastText | ((error: unknown) => ToastText);
}

/**
 * The one way an editor saves content: the entries through the one content mutation, then one success
 * or failure toast. `save` answers whether it succeeded; `saving` drives the "Saving..." state.
 */
export function useSaveContentWithToast() {
  const mutation = useSaveContent();
  const toast = useToast();
  const save = async (entries: readonly ContentEntry[], toasts: SaveToasts): Promise<boolean> => {
    try {
      await mutation.mutateAsync(entries);
    } catch (error) {
      const failed = typeof toasts.failed === 'function' ? toasts.failed(error) : toasts.failed;
      toast({ ...failed, variant: 'destructive' });
      return false;
    }
    toast(toasts.saved);
    return true;
  };
  return { save, saving: mutation.isPending };
}
