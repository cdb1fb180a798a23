import { Card, Flex, Select, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { AUDIT_ENTITIES, auditSummaryText } from '@hiti/contracts';
import type { AuditEntity, AuditEntry } from '@hiti/contracts';
import { useAuditLog } from '../../api/audit';
import { AdminShell } from '../layout/AdminShell';
import { useAdminLanguage, useAdminLocale, useAdminTexts } from '../i18n/use-admin-language';
import { formatDateTime } from '../shared/format';

const ACTION_COLORS = { create: 'green', update: 'blue', delete: 'red' } as const;

function Snapshot({ value }: { value: Record<string, unknown> | null }) {
  if (!value) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <pre style={{ margin: 0, fontSize: 12, maxHeight: 240, overflow: 'auto', whiteSpace: 'pre-wrap' }}>
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}

export function AuditLogPage() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [entity, setEntity] = useState<AuditEntity | undefined>(undefined);
  const log = useAuditLog({ page, pageSize, entity });
  const t = useAdminTexts('audit');
  const locale = useAdminLocale();
  const { language } = useAdminLanguage();

  return (
    <AdminShell title={t('title')} backTo="/admin/dashboard">
      <Card>
        <Flex gap={8} align="center" style={{ marginBottom: 16 }}>
          <span>{t('entity')}</span>
          <Select<AuditEntity | 'all'>
            aria-label={t('entity')}
            value={entity ?? 'all'}
            style={{ minWidth: 180 }}
            onChange={(value) => {
              setEntity(value === 'all' ? undefined : value);
              setPage(1);
            }}
            options={[
              { value: 'all', label: t('all') },
              ...AUDIT_ENTITIES.map((name) => ({ value: name, label: t(name) })),
            ]}
          />
        </Flex>
        <Table<AuditEntry>
          rowKey="id"
          loading={log.isPending}
          dataSource={log.data?.items ?? []}
          scroll={{ x: true }}
          expandable={{
            expandedRowRender: (entry) => (
              <Flex gap={24} wrap>
                <div style={{ flex: 1, minWidth: 260 }}>
                  <Typography.Text strong>{t('before')}</Typography.Text>
                  <Snapshot value={entry.before} />
                </div>
                <div style={{ flex: 1, minWidth: 260 }}>
                  <Typography.Text strong>{t('after')}</Typography.Text>
                  <Snapshot value={entry.after} />
                </div>
              </Flex>
            ),
          }}
          pagination={{
            current: page,
            pageSize,
            total: log.data?.total ?? 0,
            showSizeChanger: true,
            onChange: (next, size) => {
              setPage(next);
              setPageSize(size);
            },
          }}
          columns={[
            { title: t('when'), key: 'at', render: (_, entry) => formatDateTime(entry.at, language) },
            {
              title: t('who'),
              key: 'actor',
              render: (_, entry) => `${entry.actor.username} (${t(entry.actor.role)})`,
            },
            {
              title: t('action'),
              key: 'action',
              render: (_, entry) => <Tag color={ACTION_COLORS[entry.action]}>{t(entry.action)}</Tag>,
            },
            {
              title: t('entity'),
              key: 'entity',
              render: (_, entry) => `${t(entry.entity)} #${entry.entityId}`,
            },
            {
              title: t('summary'),
              key: 'summary',
              // entries recorded before summaries were kept as kind and values read as they were written
              render: (_, entry) =>
                entry.summarized
                  ? auditSummaryText(entry.summarized, locale, (role) => t(role))
                  : entry.summary,
            },
          ]}
        />
      </Card>
    </AdminShell>
  );
}
