import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { MailStatus } from '@hiti/contracts';
import { callApi } from './call';
import { mailOutboxKeys } from './query-keys';

export interface MailOutboxListQuery {
  page: number;
  pageSize: number;
  status?: MailStatus;
}

export function useMailOutbox(query: MailOutboxListQuery) {
  return useQuery({
    queryKey: mailOutboxKeys.list(query),
    queryFn: ({ signal }) => callApi('listMailOutbox', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Sends a failed mail again. */
export function useRetryMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi('retryMail', { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: mailOutboxKeys.all }),
  });
}
