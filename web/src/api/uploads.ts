import { useMutation } from '@tanstack/react-query';
import {
  IMAGE_UPLOAD_FIELD,
  PDF_UPLOAD_FIELD,
  imageUploadResultSchema,
  pdfUploadResultSchema,
} from '@hiti/contracts';
import { apiFetch } from './client';

function formWith(field: string, file: File): FormData {
  const form = new FormData();
  form.append(field, file, file.name);
  return form;
}

export function useUploadImage() {
  return useMutation({
    mutationFn: (file: File) =>
      apiFetch(
        '/api/upload-image',
        { method: 'POST', form: formWith(IMAGE_UPLOAD_FIELD, file) },
        imageUploadResultSchema,
      ),
  });
}

export function useUploadPdf() {
  return useMutation({
    mutationFn: (file: File) =>
      apiFetch(
        '/api/upload-pdf',
        { method: 'POST', form: formWith(PDF_UPLOAD_FIELD, file) },
        pdfUploadResultSchema,
      ),
  });
}
