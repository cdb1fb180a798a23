import { useMutation } from '@tanstack/react-query';
import { contactAcceptedSchema, newsletterAcceptedSchema } from '@hiti/contracts';
import type { ContactBodyInput, NewsletterBodyInput } from '@hiti/contracts';
import { apiFetch } from './client';

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactBodyInput) =>
      apiFetch('/api/contact', { method: 'POST', json: body }, contactAcceptedSchema),
  });
}

export function useSubscribeNewsletter() {
  return useMutation({
    mutationFn: (body: NewsletterBodyInput) =>
      apiFetch('/api/newsletter', { method: 'POST', json: body }, newsletterAcceptedSchema),
  });
}
