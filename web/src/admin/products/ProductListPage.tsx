import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Flex, Select, Spin, Switch, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { uiMessage } from '@hiti/contracts';
import { useAuthCheck } from '../../api/auth';
import { useProducts } from '../../api/products';
import { ALL_CATEGORIES, DEFAULT_FILTERS, filtersToQuery } from '../../lib/product-filters';
import { AdminShell } from '../layout/AdminShell';
import { LinkButton } from '../../store/common/LinkButton';
import { ProductTable } from './ProductTable';

/** /admin/products: every product with the category, in-stock and promotion filters. */
export function ProductListPage() {
  const auth = useAuthCheck();
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [inStock, setInStock] = useState(false);
  const [onPromo, setOnPromo] = useState(false);
  const query = useMemo(
    () => filtersToQuery({ ...DEFAULT_FILTERS, category, inStock, onPromo }),
    [category, inStock, onPromo],
  );
  const products = useProducts(query);
  const everything = useProducts({});
  const categories = useMemo(
    () => [...new Set((everything.data ?? []).map((product) => product.category))].sort(),
    [everything.data],
  );

  if (auth.isPending) return <Spin style={{ display: 'block', margin: '20vh auto' }} size="large" />;
  if (!auth.data?.authenticated) {
    return (
      <Flex justify="center" style={{ padding: 64 }}>
        <Alert
          type="warning"
          title={uiMessage('loginRequired')}
          action={<LinkButton to="/admin">Login</LinkButton>}
        />
      </Flex>
    );
  }

  const list = products.data ?? [];
  const home = auth.data.role === 'product_manager' ? '/admin/product-manager' : '/admin/dashboard';
  return (
    <AdminShell title="Products" backTo={home}>
      <Card>
        <Flex gap={16} wrap align="center" justify="space-between" style={{ marginBottom: 16 }}>
          <Flex gap={16} wrap align="center">
            <Select
              aria-label="Category"
              value={category}
              onChange={setCategory}
              style={{ minWidth: 200 }}
              options={[
                { value: ALL_CATEGORIES, label: 'All categories' },
                ...categories.map((name) => ({ value: name, label: name })),
              ]}
            />
            <Flex gap={8} align="center">
              <Switch checked={inStock} onChange={setInStock} aria-label="In Stock Only" />
              <span>In Stock Only</span>
            </Flex>
            <Flex gap={8} align="center">
              <Switch checked={onPromo} onChange={setOnPromo} aria-label="On Promotion" />
              <span>On Promotion</span>
            </Flex>
          </Flex>
          <Flex gap={8}>
            <Button
              icon={<ReloadOutlined />}
              onClick={() => void products.refetch()}
              loading={products.isFetching}
            >
              Refresh
            </Button>
            <LinkButton to="/admin/product/new" type="primary" icon={<PlusOutlined />}>
              Add New Product
            </LinkButton>
          </Flex>
        </Flex>
        <Typography.Text type="secondary">
          {list.length} {list.length === 1 ? 'product' : 'products'}
        </Typography.Text>
        <ProductTable
          products={list}
          loading={products.isPending}
          emptyText={
            <Empty description={uiMessage('noProductsFound')}>
              <LinkButton to="/admin/product/new" type="primary">
                {uiMessage('addFirstProduct')}
              </LinkButton>
            </Empty>
          }
        />
      </Card>
    </AdminShell>
  );
}
