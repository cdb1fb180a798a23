import { useMutation } from '@tanstack/react-query';

import type { ContactBodyInput, NewsletterBodyInput } from '@hiti/contracts';
import { callApi } from './call';

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactBodyInput) => callApi('sendContact', { body }),
  });
}

export function useSubscribeNewsletter() {
  return useMutation({
    mutationFn: (body: NewsletterBodyInput) => callApi('subscribe', { body }),
  });
}
