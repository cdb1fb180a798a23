import { useMutation } from '@tanstack/react-query';

import type { ContactBodyInput, NewsletterBodyInput } from '@hiti/contracts';
import { apiFetch } from './client';
import { schemaOf } from './schemas-loader';

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactBodyInput) =>
      apiFetch(
        '/api/contact',
        { method: 'POST', json: body },
        schemaOf((schemas) => schemas.contactAcceptedSchema),
      ),
  });
}

export function useSubscribeNewsletter() {
  return useMutation({
    mutationFn: (body: NewsletterBodyInput) =>
      apiFetch(
        '/api/newsletter',
        { method: 'POST', json: body },
        schemaOf((schemas) => schemas.newsletterAcceptedSchema),
      ),
  });
}
