import { Button, Result, Skeleton } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useAdminTexts } from '../i18n/use-admin-language';

/**
 * An editor's form once its content has been read: a skeleton while it is read, and an error with Try again
 * when it could not be (a form filled with default texts instead would overwrite the stored ones on save).
 */
export function ContentRead({
  query,
  rows = 8,
  children,
}: {
  query: Pick<UseQueryResult<unknown>, 'data' | 'isPending' | 'isError' | 'isFetching' | 'refetch'>;
  rows?: number;
  children: ReactNode;
}) {
  const t = useAdminTexts('contentShared');
  if (query.data !== undefined) return children;
  if (query.isError) {
    return (
      <Result
        status="warning"
        title={t('loadFailed')}
        subTitle={t('loadFailedBody')}
        extra={
          <Button type="primary" loading={query.isFetching} onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        }
      />
    );
  }
  return <Skeleton active paragraph={{ rows }} />;
}
