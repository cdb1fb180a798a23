import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Space, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import type { Product } from '@hiti/contracts';
import { responsiveImage } from '../../lib/images';
import { useAdminTexts } from '../i18n/use-admin-language';
import { formatEuro } from '../shared/format';
import { ProductStatusTags } from './ProductStatusTags';
import { productListTexts } from './product-list-texts';
import { useDeleteProductAction } from './use-delete-product-action';

export interface ProductTableProps {
  products: readonly Product[];
  loading: boolean;
  /** `full` adds image and description columns. */
  layout?: 'full' | 'compact';
  deleteVariant?: 'default' | 'manager';
  emptyText?: React.ReactNode;
}

export function ProductTable({
  products,
  loading,
  layout = 'full',
  deleteVariant = 'default',
  emptyText,
}: ProductTableProps) {
  const navigate = useNavigate();
  const t = useAdminTexts(productListTexts);
  const remove = useDeleteProductAction(deleteVariant);
  const columns: TableColumnsType<Product> = [
    ...(layout === 'full'
      ? [
          {
            title: t('image'),
            key: 'image',
            width: 80,
            render: (_: unknown, product: Product) => (
              <img
                src={responsiveImage(product.imageUrl, 320).src}
                alt={product.name}
                style={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 6 }}
                loading="lazy"
              />
            ),
          },
        ]
      : []),
    { title: t('name'), dataIndex: 'name', key: 'name', sorter: (a, b) => a.name.localeCompare(b.name) },
    ...(layout === 'full'
      ? [
          {
            title: t('description'),
            dataIndex: 'description',
            key: 'description',
            render: (text: string) => (
              <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0, maxWidth: 320 }}>
                {text}
              </Typography.Paragraph>
            ),
          },
        ]
      : []),
    { title: t('category'), dataIndex: 'category', key: 'category' },
    {
      title: t('price'),
      key: 'price',
      sorter: (a, b) => a.effectivePrice - b.effectivePrice,
      render: (_, product) =>
        product.promoActive ? (
          <Space orientation="vertical" size={0}>
            <Typography.Text type="danger">{formatEuro(product.promoPrice)}</Typography.Text>
            <Typography.Text delete type="secondary">
              {formatEuro(product.fullPrice)}
            </Typography.Text>
          </Space>
        ) : (
          formatEuro(product.fullPrice)
        ),
    },
    { title: t('status'), key: 'status', render: (_, product) => <ProductStatusTags product={product} /> },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, product) => (
        <Space>
          <Button icon={<EditOutlined />} onClick={() => void navigate(`/admin/product/${product.id}`)}>
            {t('edit')}
          </Button>
          <Button
            danger
            icon={<DeleteOutlined />}
            loading={remove.pendingId === product.id}
            onClick={() => remove.run(product.id)}
          >
            {t('delete')}
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <Table<Product>
      rowKey="id"
      columns={columns}
      dataSource={[...products]}
      loading={loading}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      scroll={{ x: true }}
      locale={emptyText ? { emptyText } : undefined}
    />
  );
}
