import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Select, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { MAIL_STATUSES } from '@hiti/contracts';
import type { MailOutboxEntry, MailStatus } from '@hiti/contracts';
import { useMailOutbox, useRetryMail } from '../../api/mail-outbox';
import { useToast } from '../../app/toast';
import { AdminShell } from '../layout/AdminShell';
import { useErrorText } from '../shared/error-text';
import { useAdminLanguage, useAdminTexts } from '../i18n/use-admin-language';
import { formatDateTime } from '../shared/format';
import { MAIL_KIND_TEXT, MAIL_STATUS_TEXT } from './outbox-texts';

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
  const t = useAdminTexts('mailOutbox');
  const { language } = useAdminLanguage();
  const errorText = useErrorText();

  const onRetry = (entry: MailOutboxEntry) =>
    retry.mutate(entry.id, {
      onSuccess: () =>
        toast({ title: t('queuedAgain'), description: t('queuedAgainBody', { to: entry.to }) }),
      onError: (error) => toast({ title: t('error'), description: errorText(error), variant: 'destructive' }),
    });

  return (
    <AdminShell title={t('title')} backTo="/admin/dashboard">
      <Card>
        <Flex gap={8} align="center" justify="space-between" style={{ marginBottom: 16 }}>
          <Flex gap={8} align="center">
            <span>{t('status')}</span>
            <Select<MailStatus | 'all'>
              aria-label={t('status')}
              value={status ?? 'all'}
              style={{ minWidth: 160 }}
              onChange={(value) => {
                setStatus(value === 'all' ? undefined : value);
                setPage(1);
              }}
              options={[
                { value: 'all', label: t('all') },
                ...MAIL_STATUSES.map((name) => ({ value: name, label: t(MAIL_STATUS_TEXT[name]) })),
              ]}
            />
          </Flex>
          <Button icon={<ReloadOutlined />} onClick={() => void outbox.refetch()} loading={outbox.isFetching}>
            {t('refresh')}
          </Button>
        </Flex>
        <Table<MailOutboxEntry>
          rowKey="id"
          loading={outbox.isPending}
          dataSource={outbox.data?.items ?? []}
          scroll={{ x: true }}
          expandable={{
            rowExpandable: (entry) => entry.text !== null,
            expandedRowRender: (entry) => (
              <div>
                <Typography.Text strong>{t('sentText')}</Typography.Text>
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginTop: 8 }}>
                  {entry.text}
                </Typography.Paragraph>
              </div>
            ),
          }}
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
            {
              title: t('created'),
              key: 'createdAt',
              render: (_, entry) => formatDateTime(entry.createdAt, language),
            },
            { title: t('kind'), key: 'jobName', render: (_, entry) => t(MAIL_KIND_TEXT[entry.jobName]) },
            { title: t('to'), dataIndex: 'to', key: 'to' },
            { title: t('subject'), dataIndex: 'subject', key: 'subject' },
            {
              title: t('status'),
              key: 'status',
              render: (_, entry) => (
                <Tag color={STATUS_COLORS[entry.status]}>{t(MAIL_STATUS_TEXT[entry.status])}</Tag>
              ),
            },
            { title: t('attempts'), dataIndex: 'attempts', key: 'attempts' },
            {
              title: t('lastError'),
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
              title: t('sent'),
              key: 'sentAt',
              render: (_, entry) => (entry.sentAt ? formatDateTime(entry.sentAt, language) : '—'),
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
                    {t('retry')}
                  </Button>
                ) : null,
            },
          ]}
        />
      </Card>
    </AdminShell>
  );
}
