import { useAdminTexts } from '../i18n/use-admin-language';
import { useErrorText } from './error-text';
import type { SaveToasts } from './use-content-editor';

/** The toasts of the featured products and hero text editors: "Changes saved", or the error's own text. */
export function useChangesSavedToasts(): SaveToasts {
  const message = useAdminTexts('messages');
  const errorText = useErrorText();
  return {
    saved: { title: message('changesSaved') },
    failed: (error) => ({
      title: message('saveChangesError'),
      description: errorText(error) ?? message('somethingWentWrong'),
    }),
  };
}
