import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Select, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { MAIL_STATUSES } from '@hiti/contracts';
import type { MailOutboxEntry, MailStatus } from '@hiti/contracts';
import { useMailOutbox, useRetryMail } from '../../api/mail-outbox';
import { useToast } from '../../app/toast';
import { AdminShell } from '../layout/AdminShell';
import { errorText } from '../shared/error-text';
import { formatDateTime } from '../shared/format';

const STATUS_COLORS: Record<MailStatus, string> = {
  queued: 'default',
  sending: 'processing',
  sent: 'success',
  retrying: 'warning',
  failed: 'error',
};

export function MailOutboxPage() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [status, setStatus] = useState<MailStatus | undefined>(undefined);
  const outbox = useMailOutbox({ page, pageSize, status });
  const retry = useRetryMail();
  const toast = useToast();

  const onRetry = (entry: MailOutboxEntry) =>
    retry.mutate(entry.id, {
      onSuccess: () =>
        toast({ title: 'Mail queued again', description: `The mail to ${entry.to} will be sent again.` }),
      onError: (error) => toast({ title: 'Error', description: errorText(error), variant: 'destructive' }),
    });

  return (
    <AdminShell title="Mail Outbox" backTo="/admin/dashboard">
      <Card>
        <Flex gap={8} align="center" justify="space-between" style={{ marginBottom: 16 }}>
          <Flex gap={8} align="center">
            <span>Status</span>
            <Select<MailStatus | 'all'>
              aria-label="Status"
              value={status ?? 'all'}
              style={{ minWidth: 160 }}
              onChange={(value) => {
                setStatus(value === 'all' ? undefined : value);
                setPage(1);
              }}
              options={[
                { value: 'all', label: 'All' },
                ...MAIL_STATUSES.map((name) => ({ value: name, label: name })),
              ]}
            />
          </Flex>
          <Button icon={<ReloadOutlined />} onClick={() => void outbox.refetch()} loading={outbox.isFetching}>
            Refresh
          </Button>
        </Flex>
        <Table<MailOutboxEntry>
          rowKey="id"
          loading={outbox.isPending}
          dataSource={outbox.data?.items ?? []}
          scroll={{ x: true }}
          pagination={{
            current: page,
            pageSize,
            total: outbox.data?.total ?? 0,
            showSizeChanger: true,
            onChange: (next, size) => {
              setPage(next);
              setPageSize(size);
            },
          }}
          columns={[
            { title: 'Created', key: 'createdAt', render: (_, entry) => formatDateTime(entry.createdAt) },
            { title: 'Kind', dataIndex: 'jobName', key: 'jobName' },
            { title: 'To', dataIndex: 'to', key: 'to' },
            { title: 'Subject', dataIndex: 'subject', key: 'subject' },
            {
              title: 'Status',
              key: 'status',
              render: (_, entry) => <Tag color={STATUS_COLORS[entry.status]}>{entry.status}</Tag>,
            },
            { title: 'Attempts', dataIndex: 'attempts', key: 'attempts' },
            {
              title: 'Last error',
              key: 'lastError',
              render: (_, entry) =>
                entry.lastError ? (
                  <Tooltip title={entry.lastError}>
                    <Typography.Text type="danger" ellipsis style={{ maxWidth: 220 }}>
                      {entry.lastError}
                    </Typography.Text>
                  </Tooltip>
                ) : (
                  '—'
                ),
            },
            {
              title: 'Sent',
              key: 'sentAt',
              render: (_, entry) => (entry.sentAt ? formatDateTime(entry.sentAt) : '—'),
            },
            {
              title: '',
              key: 'retry',
              render: (_, entry) =>
                entry.status === 'failed' ? (
                  <Button
                    size="small"
                    loading={retry.isPending && retry.variables === entry.id}
                    onClick={() => onRetry(entry)}
                  >
                    Retry
                  </Button>
                ) : null,
            },
          ]}
        />
      </Card>
    </AdminShell>
  );
}
