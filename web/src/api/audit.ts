import { keepPreviousData, useQuery } from '@tanstack/react-query';

import type { AuditEntity } from '@hiti/contracts';
import { apiFetch } from './client';
import { auditKeys } from './query-keys';
import { schemaOf } from './schemas-loader';

export interface AuditListQuery {
  page: number;
  pageSize: number;
  entity?: AuditEntity;
}

export function useAuditLog(query: AuditListQuery) {
  return useQuery({
    queryKey: auditKeys.list(query),
    queryFn: ({ signal }) =>
      apiFetch(
        '/api/audit',
        { query: { ...query }, signal },
        schemaOf((schemas) => schemas.auditPageSchema),
      ),
    placeholderData: keepPreviousData,
  });
}
