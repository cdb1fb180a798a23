import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Drawer, Flex, Input, InputNumber, Select, Spin, Table, Tag } from 'antd';
import { useState } from 'react';
import { ENQUIRY_STATUSES, SUPER_ADMIN_ROLES } from '@hiti/contracts';
import type { EnquiryStatus, EnquirySummary } from '@hiti/contracts';
import { useAuthCheck } from '../../api/auth';
import { useEnquiries, useEnquiry, useExportEnquiries, type EnquiryFilters } from '../../api/enquiries';
import { useToast } from '../../app/toast';
import { AdminShell } from '../layout/AdminShell';
import { useAdminLanguage, useAdminTexts } from '../i18n/use-admin-language';
import { saveFile } from '../product-csv/save-file';
import { useErrorText } from '../shared/error-text';
import { formatDateTime } from '../shared/format';
import { EnquiryDetail } from './EnquiryDetail';
import { StoreSelect } from './StoreSelect';
import { useStoreName } from './use-store-name';
import { ErasePersonButton } from './ErasePersonButton';
import { STATUS_COLORS } from './enquiry-status-colors';

/** The inbox: every enquiry, newest first, a page at a time, filtered on the server; one opens beside it. */
export function EnquiryInboxPage() {
  const t = useAdminTexts('enquiries');
  const storeName = useStoreName();
  const { language } = useAdminLanguage();
  const auth = useAuthCheck();
  const toast = useToast();
  const errorText = useErrorText();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [filters, setFilters] = useState<EnquiryFilters>({});
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useEnquiries({ page, pageSize, ...filters });
  const open = useEnquiry(openId);
  const exporter = useExportEnquiries();
  const role = auth.data?.authenticated ? auth.data.role : null;
  const isSuperAdmin = role !== null && role !== undefined && SUPER_ADMIN_ROLES.includes(role);
  const backTo = isSuperAdmin ? '/admin/dashboard' : '/admin/product-manager';

  const filter = (change: EnquiryFilters) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };

  const download = () =>
    exporter.mutate(filters, {
      onSuccess: ({ blob, fileName }) => saveFile(blob, fileName ?? 'enquiries.csv'),
      onError: (error) =>
        toast({ title: t('exportFailed'), description: errorText(error), variant: 'destructive' }),
    });

  return (
    <AdminShell title={t('title')} backTo={backTo}>
      <Card>
        <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
          <Input.Search
            allowClear
            aria-label={t('search')}
            placeholder={t('search')}
            style={{ width: 320, maxWidth: '100%' }}
            onSearch={(search) => filter({ search: search.trim() || undefined })}
          />
          <Select<EnquiryStatus | 'all'>
            aria-label={t('status')}
            value={filters.status ?? 'all'}
            style={{ minWidth: 150 }}
            onChange={(status) => filter({ status: status === 'all' ? undefined : status })}
            options={[
              { value: 'all', label: `${t('status')}: ${t('all')}` },
              ...ENQUIRY_STATUSES.map((status) => ({ value: status, label: t(status) })),
            ]}
          />
          <StoreSelect
            value={filters.storeId}
            onChange={(storeId) => filter({ storeId: storeId ?? undefined })}
            emptyLabel={`${t('store')}: ${t('all')}`}
          />
          <InputNumber<number>
            aria-label={t('product')}
            placeholder={t('product')}
            min={1}
            precision={0}
            onChange={(productId) => filter({ productId: productId ?? undefined })}
          />
          <DatePicker.RangePicker
            aria-label={t('days')}
            onChange={(days) =>
              filter({ from: days?.[0]?.format('YYYY-MM-DD'), to: days?.[1]?.format('YYYY-MM-DD') })
            }
          />
          <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} loading={list.isFetching}>
            {t('refresh')}
          </Button>
          <Button icon={<DownloadOutlined />} onClick={download} loading={exporter.isPending}>
            {t('exportCsv')}
          </Button>
          {isSuperAdmin && <ErasePersonButton />}
        </Flex>
        <Table<EnquirySummary>
          rowKey="id"
          loading={list.isPending}
          dataSource={list.data?.items ?? []}
          scroll={{ x: true }}
          onRow={(enquiry) => ({ onClick: () => setOpenId(enquiry.id), style: { cursor: 'pointer' } })}
          pagination={{
            current: page,
            pageSize,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            onChange: (next, size) => {
              setPage(next);
              setPageSize(size);
            },
          }}
          columns={[
            {
              title: t('received'),
              key: 'createdAt',
              render: (_, enquiry) => formatDateTime(enquiry.createdAt, language),
            },
            {
              title: t('status'),
              key: 'status',
              render: (_, enquiry) => <Tag color={STATUS_COLORS[enquiry.status]}>{t(enquiry.status)}</Tag>,
            },
            { title: t('name'), dataIndex: 'name', key: 'name' },
            { title: t('subject'), dataIndex: 'subject', key: 'subject' },
            { title: t('email'), dataIndex: 'email', key: 'email' },
            {
              title: t('assignee'),
              key: 'assignee',
              render: (_, enquiry) => enquiry.assignee?.username ?? '—',
            },
            {
              title: t('store'),
              key: 'storeId',
              render: (_, enquiry) => storeName(enquiry.storeId),
            },
            {
              title: '',
              key: 'open',
              render: (_, enquiry) => (
                <Button size="small" onClick={() => setOpenId(enquiry.id)}>
                  {t('open')}
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <Drawer
        open={openId !== null}
        onClose={() => setOpenId(null)}
        title={open.data?.subject ?? t('title')}
        size="min(720px, 100vw)"
        destroyOnHidden
      >
        {open.data ? (
          <EnquiryDetail key={open.data.id} enquiry={open.data} onDeleted={() => setOpenId(null)} />
        ) : (
          <Spin />
        )}
      </Drawer>
    </AdminShell>
  );
}
