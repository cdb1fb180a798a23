import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { MailStatus } from '@hiti/contracts';
import { apiFetch } from './client';
import { mailOutboxKeys } from './query-keys';
import { schemaOf } from './schemas-loader';

export interface MailOutboxListQuery {
  page: number;
  pageSize: number;
  status?: MailStatus;
}

export function useMailOutbox(query: MailOutboxListQuery) {
  return useQuery({
    queryKey: mailOutboxKeys.list(query),
    queryFn: ({ signal }) =>
      apiFetch(
        '/api/admin/mail-outbox',
        { query: { ...query }, signal },
        schemaOf((schemas) => schemas.mailOutboxPageSchema),
      ),
    placeholderData: keepPreviousData,
  });
}

/** Sends a failed mail again. */
export function useRetryMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<unknown>(`/api/admin/mail-outbox/${encodeURIComponent(id)}/retry`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: mailOutboxKeys.all }),
  });
}
