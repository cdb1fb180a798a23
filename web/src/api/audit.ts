import { keepPreviousData, useQuery } from '@tanstack/react-query';

import type { AuditEntity } from '@hiti/contracts';
import { callApi } from './call';
import { auditKeys } from './query-keys';

export interface AuditListQuery {
  page: number;
  pageSize: number;
  entity?: AuditEntity;
}

export function useAuditLog(query: AuditListQuery) {
  return useQuery({
    queryKey: auditKeys.list(query),
    queryFn: ({ signal }) => callApi('listAudit', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}
