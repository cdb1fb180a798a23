import { imageTypeError, pdfTypeError, uiMessage } from '@hiti/contracts';
import { ApiError } from '../../api/client';
import { useUploadImage, useUploadPdf } from '../../api/uploads';
import { useToast } from '../../app/toast';

/** Uploads an image after checking its type; reports with the upload toasts and hands back its URL. */
export function useImageUpload(options: { logo?: boolean } = {}) {
  const upload = useUploadImage(options);
  const toast = useToast();
  const start = (file: File, onUploaded: (imageUrl: string) => void) => {
    const typeError = imageTypeError(file.type, options);
    if (typeError) {
      toast({ title: uiMessage('uploadFailed'), description: typeError, variant: 'destructive' });
      return;
    }
    upload.mutate(file, {
      onSuccess: ({ imageUrl }) => {
        toast({
          title: uiMessage('uploadSuccess'),
          description: uiMessage('uploadImageSuccessBody', 'en', { file: file.name }),
        });
        onUploaded(imageUrl);
      },
      onError: (error) =>
        toast({
          title: uiMessage('uploadFailed'),
          description: serverText(error) ?? uiMessage('uploadImageFailedBody'),
          variant: 'destructive',
        }),
    });
  };
  return { start, uploading: upload.isPending };
}

export function usePdfUpload() {
  const upload = useUploadPdf();
  const toast = useToast();
  const start = (file: File, onUploaded: (pdfUrl: string) => void) => {
    const typeError = pdfTypeError(file.type);
    if (typeError) {
      toast({ title: uiMessage('uploadFailed'), description: typeError, variant: 'destructive' });
      return;
    }
    upload.mutate(file, {
      onSuccess: ({ pdfUrl }) => {
        toast({
          title: uiMessage('uploadSuccess'),
          description: uiMessage('uploadPdfSuccessBody', 'en', { file: file.name }),
        });
        onUploaded(pdfUrl);
      },
      onError: (error) =>
        toast({
          title: uiMessage('uploadFailed'),
          description: serverText(error) ?? uiMessage('uploadPdfFailedBody'),
          variant: 'destructive',
        }),
    });
  };
  return { start, uploading: upload.isPending };
}

/** The server's message for the answers that explain themselves (wrong type, too large). */
function serverText(error: unknown): string | undefined {
  return error instanceof ApiError && (error.status === 413 || error.status === 415)
    ? error.serverMessage
    : undefined;
}
