import { FileTextOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Flex, Select, Spin, Switch, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useAuthCheck } from '../../api/auth';
import { useProducts } from '../../api/products';
import { ALL_CATEGORIES, DEFAULT_FILTERS, filtersToQuery } from '../../lib/product-filters';
import { useAdminContentLanguage, useAdminMessage, useAdminTexts } from '../i18n/use-admin-language';
import { AdminShell } from '../layout/AdminShell';
import { LinkButton } from '../../store/common/LinkButton';
import { productCsvTexts } from '../product-csv/product-csv-texts';
import { categoryOptions } from './category-options';
import { ProductTable } from './ProductTable';
import { productListTexts } from './product-list-texts';

/** /admin/products: every product with the category, in-stock and promotion filters. */
export function ProductListPage() {
  const auth = useAuthCheck();
  const t = useAdminTexts(productListTexts);
  const message = useAdminMessage();
  const csvText = useAdminTexts(productCsvTexts);
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [inStock, setInStock] = useState(false);
  const [onPromo, setOnPromo] = useState(false);
  const query = useMemo(
    () => filtersToQuery({ ...DEFAULT_FILTERS, category, inStock, onPromo }),
    [category, inStock, onPromo],
  );
  const language = useAdminContentLanguage();
  const products = useProducts(query, language);
  const everything = useProducts({}, language);
  const categories = useMemo(() => categoryOptions(everything.data ?? []), [everything.data]);

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

  const list = products.data ?? [];
  const home = auth.data.role === 'product_manager' ? '/admin/product-manager' : '/admin/dashboard';
  return (
    <AdminShell title={t('products')} backTo={home}>
      <Card>
        <Flex gap={16} wrap align="center" justify="space-between" style={{ marginBottom: 16 }}>
          <Flex gap={16} wrap align="center">
            <Select
              aria-label={t('category')}
              value={category}
              onChange={setCategory}
              style={{ minWidth: 200 }}
              options={[{ value: ALL_CATEGORIES, label: t('allCategories') }, ...categories]}
            />
            <Flex gap={8} align="center">
              <Switch checked={inStock} onChange={setInStock} aria-label={t('inStockOnly')} />
              <span>{t('inStockOnly')}</span>
            </Flex>
            <Flex gap={8} align="center">
              <Switch checked={onPromo} onChange={setOnPromo} aria-label={t('onPromotion')} />
              <span>{t('onPromotion')}</span>
            </Flex>
          </Flex>
          <Flex gap={8} wrap>
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
        <Typography.Text type="secondary">
          {t(list.length === 1 ? 'countOne' : 'countMany', { count: list.length })}
        </Typography.Text>
        <ProductTable
          products={list}
          loading={products.isPending}
          emptyText={
            <Empty description={message('noProductsFound')}>
              <LinkButton to="/admin/product/new" type="primary">
                {message('addFirstProduct')}
              </LinkButton>
            </Empty>
          }
        />
      </Card>
    </AdminShell>
  );
}
