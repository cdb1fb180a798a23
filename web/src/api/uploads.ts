import { useMutation } from '@tanstack/react-query';
import { IMAGE_UPLOAD_FIELD, PDF_UPLOAD_FIELD } from '@hiti/contracts';
import { callApi } from './call';

function formWith(field: string, file: File): FormData {
  const form = new FormData();
  form.append(field, file, file.name);
  return form;
}

/** Uploads an image; a logo upload says so (`purpose=logo`), which also accepts an SVG. */
export function useUploadImage(options: { logo?: boolean } = {}) {
  return useMutation({
    mutationFn: (file: File) =>
      callApi('uploadImage', {
        form: formWith(IMAGE_UPLOAD_FIELD, file),
        ...(options.logo ? { query: { purpose: 'logo' } } : {}),
      }),
  });
}

export function useUploadPdf() {
  return useMutation({
    mutationFn: (file: File) => callApi('uploadPdf', { form: formWith(PDF_UPLOAD_FIELD, file) }),
  });
}
