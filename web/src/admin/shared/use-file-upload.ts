import { imageTypeError, pdfTypeError, validationKeys } from '@hiti/contracts';
import { ApiError } from '../../api/client';
import { useUploadImage, useUploadPdf } from '../../api/uploads';
import { useToast } from '../../app/toast';
import { useAdminTexts, useAdminValidation } from '../i18n/use-admin-language';
import { useErrorText } from './error-text';

/** Told of an upload refused because the session ended, with the upload to start again once signed in. */
type OnSessionEnded = (retry: () => void) => void;

const sessionEnded = (error: unknown) => error instanceof ApiError && error.status === 401;

/** Uploads an image after checking its type; reports with the upload toasts and hands back its URL. */
export function useImageUpload(options: { logo?: boolean; onSessionEnded?: OnSessionEnded } = {}) {
  const upload = useUploadImage(options);
  const toast = useToast();
  const message = useAdminTexts('messages');
  const translate = useAdminValidation();
  const serverText = useServerText();
  const start = (file: File, onUploaded: (imageUrl: string) => void) => {
    const typeError = imageTypeError(file.type, options);
    if (typeError) {
      toast({ title: message('uploadFailed'), description: translate(typeError), variant: 'destructive' });
      return;
    }
    upload.mutate(file, {
      onSuccess: ({ imageUrl }) => {
        toast({
          title: message('uploadSuccess'),
          description: message('uploadImageSuccessBody', { file: file.name }),
        });
        onUploaded(imageUrl);
      },
      onError: (error) => {
        if (options.onSessionEnded && sessionEnded(error)) {
          options.onSessionEnded(() => start(file, onUploaded));
          return;
        }
        // the server reads the file's bytes: a logo refused by them gets the logo's own list of types
        const logoRefused = options.logo && error instanceof ApiError && error.code === 'IMAGE_TYPE_INVALID';
        toast({
          title: message('uploadFailed'),
          description: logoRefused
            ? translate(validationKeys.logoImageType)
            : (serverText(error) ?? message('uploadImageFailedBody')),
          variant: 'destructive',
        });
      },
    });
  };
  return { start, uploading: upload.isPending };
}

export function usePdfUpload(options: { onSessionEnded?: OnSessionEnded } = {}) {
  const upload = useUploadPdf();
  const toast = useToast();
  const message = useAdminTexts('messages');
  const translate = useAdminValidation();
  const serverText = useServerText();
  const start = (file: File, onUploaded: (pdfUrl: string) => void) => {
    const typeError = pdfTypeError(file.type);
    if (typeError) {
      toast({ title: message('uploadFailed'), description: translate(typeError), variant: 'destructive' });
      return;
    }
    upload.mutate(file, {
      onSuccess: ({ pdfUrl }) => {
        toast({
          title: message('uploadSuccess'),
          description: message('uploadPdfSuccessBody', { file: file.name }),
        });
        onUploaded(pdfUrl);
      },
      onError: (error) => {
        if (options.onSessionEnded && sessionEnded(error)) {
          options.onSessionEnded(() => start(file, onUploaded));
          return;
        }
        toast({
          title: message('uploadFailed'),
          description: serverText(error) ?? message('uploadPdfFailedBody'),
          variant: 'destructive',
        });
      },
    });
  };
  return { start, uploading: upload.isPending };
}

/** The server's message for the answers that explain themselves (wrong type, too large), in the admin's language. */
function useServerText() {
  const errorText = useErrorText();
  return (error: unknown): string | undefined =>
    error instanceof ApiError && (error.status === 413 || error.status === 415)
      ? errorText(error)
      : undefined;
}
