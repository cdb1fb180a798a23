import { Table, Typography } from 'antd';
import type { ProductBulkChange, ProductBulkFields } from '@hiti/contracts';
import { inLanguage } from '@hiti/contracts';
import { useAdminContentLanguage, useAdminLanguage, useAdminTexts } from '../../i18n/use-admin-language';
import { formatDateTime, formatEuro } from '../../shared/format';

type Field = keyof ProductBulkFields;

const LABELS = {
  fullPrice: 'fullPrice',
  unitPrice: 'unitPrice',
  onPromo: 'onPromo',
  promoPrice: 'promoPriceField',
  promoStartDate: 'promoStartDate',
  promoEndDate: 'promoEndDate',
  inStock: 'inStockField',
  featured: 'featured',
} as const satisfies Record<Field, string>;

const FIELDS = Object.keys(LABELS) as Field[];

/** Each product a bulk change changes, and each of its fields that changes: before → after. */
export function BulkPreviewTable({ changes }: { changes: readonly ProductBulkChange[] }) {
  const t = useAdminTexts('productBulk');
  const { language } = useAdminLanguage();
  const content = useAdminContentLanguage();
  const shown = (field: Field, value: ProductBulkFields[Field]) => {
    if (typeof value === 'boolean') return t(value ? 'yes' : 'no');
    if (typeof value === 'number' || value === null) {
      return field === 'promoStartDate' || field === 'promoEndDate' ? '—' : formatEuro(value);
    }
    return formatDateTime(value, language);
  };
  return (
    <Table<ProductBulkChange>
      rowKey="id"
      size="small"
      pagination={{ pageSize: 8, hideOnSinglePage: true }}
      dataSource={[...changes]}
      scroll={{ x: true }}
      columns={[
        { title: t('product'), key: 'name', render: (_, change) => inLanguage(change.name, content) },
        {
          title: t('beforeAfter'),
          key: 'fields',
          render: (_, change) =>
            FIELDS.filter((field) => change.before[field] !== change.after[field]).map((field) => (
              <div key={field}>
                <Typography.Text type="secondary">{t(LABELS[field])}: </Typography.Text>
                {shown(field, change.before[field])} → <strong>{shown(field, change.after[field])}</strong>
              </div>
            )),
        },
      ]}
    />
  );
}
