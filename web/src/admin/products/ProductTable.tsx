import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Space, Table, Typography } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useNavigate } from 'react-router';
import { DEFAULT_SORT, type ListSortOption, type Product } from '@hiti/contracts';
import { responsiveImage } from '../../lib/images';
import { useAdminTexts } from '../i18n/use-admin-language';
import { formatEuro } from '../shared/format';
import { ProductStatusTags } from './ProductStatusTags';
import { TABLE_PAGE_SIZES } from './product-table-state';
import { useDeleteProductAction } from './use-delete-product-action';
import type { ProductTableControl } from './use-product-table';
import { ROW_ACTIONS_COLUMN, RowActionButton } from '../shared/RowActionButton';

/** The sortable columns and the list's order for each of their directions. */
const COLUMN_SORTS = {
  name: { ascend: 'name-a-z', descend: 'name-z-a' },
  price: { ascend: 'price-low-high', descend: 'price-high-low' },
} as const satisfies Record<string, Record<'ascend' | 'descend', ListSortOption>>;
type SortableColumn = keyof typeof COLUMN_SORTS;

/** The direction a column shows for the list's order (none when the list is in another order). */
function columnOrder(column: SortableColumn, sort: ListSortOption): 'ascend' | 'descend' | null {
  const sorts = COLUMN_SORTS[column];
  return sort === sorts.ascend ? 'ascend' : sort === sorts.descend ? 'descend' : null;
}

/** The list's order for a column's direction (the table's default when none). */
function sortOfColumn(sorter: SorterResult<Product>): ListSortOption {
  const column = sorter.columnKey === 'name' || sorter.columnKey === 'price' ? sorter.columnKey : null;
  return column && sorter.order ? COLUMN_SORTS[column][sorter.order] : DEFAULT_SORT;
}

export interface ProductTableProps {
  /** The table's page, filters and sort (`useProductTable`). */
  control: ProductTableControl;
  /** `full` adds image and description columns. */
  layout?: 'full' | 'compact';
  deleteVariant?: 'default' | 'manager';
  emptyText?: React.ReactNode;
  /** Ticks in front of each row: the ids ticked, and what to do when they change. */
  selection?: { ids: readonly number[]; onChange: (ids: number[]) => void };
}

export function ProductTable({
  control,
  layout = 'full',
  deleteVariant = 'default',
  emptyText,
  selection,
}: ProductTableProps) {
  const navigate = useNavigate();
  const t = useAdminTexts('productList');
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
    {
      title: t('name'),
      dataIndex: 'name',
      key: 'name',
      sorter: true,
      sortOrder: columnOrder('name', control.state.sort),
      sortDirections: ['ascend', 'descend'],
    },
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
    { title: t('brand'), key: 'brand', render: (_, product) => product.brand?.name ?? '' },
    {
      title: t('price'),
      key: 'price',
      sorter: true,
      sortOrder: columnOrder('price', control.state.sort),
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
      ...ROW_ACTIONS_COLUMN,
      render: (_, product) => (
        <Space>
          <RowActionButton
            icon={<EditOutlined />}
            onClick={() => void navigate(`/admin/product/${product.id}`)}
            label={t('edit')}
          />
          <RowActionButton
            danger
            icon={<DeleteOutlined />}
            loading={remove.pendingId === product.id}
            onClick={() => remove.run(product.id)}
            label={t('delete')}
          />
        </Space>
      ),
    },
  ];
  const { state, products, update } = control;
  const onChange: TableProps<Product>['onChange'] = (pagination, _filters, sorter) => {
    const sort = Array.isArray(sorter) ? DEFAULT_SORT : sortOfColumn(sorter);
    const pageSize = pagination.pageSize ?? state.pageSize;
    if (sort !== state.sort || pageSize !== state.pageSize) update({ sort, pageSize });
    else update({ page: pagination.current ?? 1 });
  };
  return (
    <Table<Product>
      rowKey="id"
      columns={columns}
      rowSelection={
        selection && {
          selectedRowKeys: [...selection.ids],
          preserveSelectedRowKeys: true,
          onChange: (keys) => selection.onChange(keys.map(Number)),
        }
      }
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
