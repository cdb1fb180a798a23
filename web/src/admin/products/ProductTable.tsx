import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Space, Table, Typography } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useNavigate } from 'react-router';
import { DEFAULT_SORT, type Product, type SortOption } from '@hiti/contracts';
import { responsiveImage } from '../../lib/images';
import { useAdminTexts } from '../i18n/use-admin-language';
import { formatEuro } from '../shared/format';
import { ProductStatusTags } from './ProductStatusTags';
import { TABLE_PAGE_SIZES } from './product-table-state';
import { productListTexts } from './product-list-texts';
import { useDeleteProductAction } from './use-delete-product-action';
import type { ProductTableControl } from './use-product-table';

const PRICE_ORDER: Partial<Record<SortOption, 'ascend' | 'descend'>> = {
  'price-low-high': 'ascend',
  'price-high-low': 'descend',
};

/** The list's sort for the price column's order: cheapest or dearest first, else the default. */
function sortOfPriceOrder(order: SorterResult<Product>['order']): SortOption {
  if (order === 'ascend') return 'price-low-high';
  if (order === 'descend') return 'price-high-low';
  return DEFAULT_SORT;
}

export interface ProductTableProps {
  /** The table's page, filters and sort (`useProductTable`). */
  control: ProductTableControl;
  /** `full` adds image and description columns. */
  layout?: 'full' | 'compact';
  deleteVariant?: 'default' | 'manager';
  emptyText?: React.ReactNode;
}

export function ProductTable({
  control,
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
    { title: t('name'), dataIndex: 'name', key: 'name' },
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
      sorter: true,
      sortOrder: PRICE_ORDER[control.state.sort] ?? null,
      sortDirections: ['ascend', 'descend'],
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
  const { state, products, update } = control;
  const onChange: TableProps<Product>['onChange'] = (pagination, _filters, sorter) => {
    const sort = Array.isArray(sorter) ? DEFAULT_SORT : sortOfPriceOrder(sorter.order);
    const pageSize = pagination.pageSize ?? state.pageSize;
    if (sort !== state.sort || pageSize !== state.pageSize) update({ sort, pageSize });
    else update({ page: pagination.current ?? 1 });
  };
  return (
    <Table<Product>
      rowKey="id"
      columns={columns}
      dataSource={products.data?.items ?? []}
      loading={products.isPending || (products.isPlaceholderData && products.isFetching)}
      onChange={onChange}
      pagination={{
        current: state.page,
        pageSize: state.pageSize,
        total: products.data?.total ?? 0,
        pageSizeOptions: TABLE_PAGE_SIZES.map(String),
        showSizeChanger: true,
        hideOnSinglePage: state.pageSize === TABLE_PAGE_SIZES[0],
      }}
      scroll={{ x: true }}
      locale={emptyText ? { emptyText } : undefined}
    />
  );
}
