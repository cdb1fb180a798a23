import { EditOutlined, FileTextOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { Alert, Button, Card, Empty, Flex, Select, Spin, Switch } from 'antd';
import { useAuthCheck } from '../../api/auth';
import { ALL_CATEGORIES } from '../../lib/product-filters';
import { useAdminTexts } from '../i18n/use-admin-language';
import { AdminShell } from '../layout/AdminShell';
import { LinkButton } from '../../store/common/LinkButton';
import { useCategoryOptions } from './category-options';
import { BulkChangeDialog } from './bulk/BulkChangeDialog';
import { ProductCount } from './ProductCount';
import { ProductSearchBox } from './ProductSearchBox';
import { ProductTable } from './ProductTable';
import { useProductTable } from './use-product-table';

const SWITCHES = [
  ['inStock', 'inStockOnly'],
  ['onPromo', 'onPromotion'],
  ['featured', 'featuredOnly'],
] as const;

/** /admin/products: the catalogue a page at a time, searched and filtered by category, stock, promotion. */
export function ProductListPage() {
  const auth = useAuthCheck();
  const t = useAdminTexts('productList');
  const message = useAdminTexts('messages');
  const csvText = useAdminTexts('productCsv');
  const table = useProductTable();
  const categories = useCategoryOptions();
  const { state, products, update } = table;
  const bulkText = useAdminTexts('productBulk');
  const [selected, setSelected] = useState<number[]>([]);
  const [bulkOpen, setBulkOpen] = useState(false);

  if (auth.isPending) return <Spin style={{ display: 'block', margin: '20vh auto' }} size="large" />;
  if (!auth.data?.authenticated) {
    return (
      <Flex justify="center" style={{ padding: 64 }}>
        <Alert
          type="warning"
          title={message('loginRequired')}
          action={<LinkButton to="/admin">{t('login')}</LinkButton>}
        />
      </Flex>
    );
  }

  const home = auth.data.role === 'product_manager' ? '/admin/product-manager' : '/admin/dashboard';
  return (
    <AdminShell title={t('products')} backTo={home}>
      <Card>
        <Flex gap={16} wrap align="center" justify="space-between" style={{ marginBottom: 16 }}>
          <Flex gap={16} wrap align="center">
            <ProductSearchBox control={table} placeholder={t('search')} maxWidth={280} />
            <Select
              aria-label={t('category')}
              value={state.category}
              onChange={(category) => update({ category })}
              style={{ minWidth: 200 }}
              options={[{ value: ALL_CATEGORIES, label: t('allCategories') }, ...categories]}
            />
            {SWITCHES.map(([filter, label]) => (
              <Flex key={filter} gap={8} align="center">
                <Switch
                  checked={state[filter]}
                  onChange={(checked) => update({ [filter]: checked })}
                  aria-label={t(label)}
                />
                <span>{t(label)}</span>
              </Flex>
            ))}
          </Flex>
          <Flex gap={8} wrap>
            <Button icon={<EditOutlined />} onClick={() => setBulkOpen(true)}>
              {bulkText('open')}
              {selected.length > 0 && ` (${selected.length})`}
            </Button>
            <Button
              icon={<ReloadOutlined />}
              onClick={() => void products.refetch()}
              loading={products.isFetching}
            >
              {t('refresh')}
            </Button>
            <LinkButton to="/admin/product-csv" icon={<FileTextOutlined />}>
              {csvText('openScreen')}
            </LinkButton>
            <LinkButton to="/admin/product/new" type="primary" icon={<PlusOutlined />}>
              {t('addNewProduct')}
            </LinkButton>
          </Flex>
        </Flex>
        <ProductCount total={products.data?.total} />
        <ProductTable
          control={table}
          selection={{ ids: selected, onChange: setSelected }}
          emptyText={
            <Empty description={message('noProductsFound')}>
              <LinkButton to="/admin/product/new" type="primary">
                {message('addFirstProduct')}
              </LinkButton>
            </Empty>
          }
        />
      </Card>
      {bulkOpen && (
        <BulkChangeDialog
          selectedIds={selected}
          categories={categories}
          onClose={() => setBulkOpen(false)}
          onApplied={() => {
            setBulkOpen(false);
            setSelected([]);
          }}
        />
      )}
    </AdminShell>
  );
}
