import {
  AppstoreOutlined,
  CheckOutlined,
  PlusOutlined,
  SearchOutlined,
  ShoppingOutlined,
} from '@ant-design/icons';
import { Card, Col, Flex, Input, List, Row, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useProducts } from '../../api/products';
import { LinkButton } from '../../store/common/LinkButton';
import { AdminShell } from '../layout/AdminShell';
import { ProductTable } from './ProductTable';

const PERMISSIONS = [
  'Add, edit and delete products',
  'Set prices, promotions and availability',
  'Upload product images and PDF specifications',
  'Manage product categories',
];

function matches(text: string, search: string): boolean {
  return text.toLowerCase().includes(search.trim().toLowerCase());
}

export function ProductManagerDashboard() {
  const products = useProducts({});
  const [search, setSearch] = useState('');
  const { refetch } = products;

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refetch]);

  const list = useMemo(
    () =>
      (products.data ?? []).filter(
        (product) => !search.trim() || matches(product.name, search) || matches(product.category, search),
      ),
    [products.data, search],
  );

  return (
    <AdminShell
      title={
        <Flex align="center" gap={8}>
          Product Management <Tag color="blue">Product Manager</Tag>
        </Flex>
      }
      logoutVariant="manager"
    >
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24} md={8}>
          <Card
            title={
              <>
                <ShoppingOutlined /> Manage Products
              </>
            }
            style={{ height: '100%' }}
          >
            <Typography.Paragraph type="secondary">
              Add, edit and remove catalogue products.
            </Typography.Paragraph>
            <LinkButton to="/admin/product/new" type="primary" icon={<PlusOutlined />}>
              Add Product
            </LinkButton>
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card
            title={
              <>
                <AppstoreOutlined /> Manage Categories
              </>
            }
            style={{ height: '100%' }}
          >
            <Typography.Paragraph type="secondary">
              Create and edit the product categories.
            </Typography.Paragraph>
            <LinkButton to="/admin/categories">Open Categories</LinkButton>
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card title="Your Permissions" style={{ height: '100%' }}>
            <List
              size="small"
              dataSource={PERMISSIONS}
              renderItem={(item) => (
                <List.Item>
                  <CheckOutlined style={{ color: '#16a34a', marginRight: 8 }} />
                  {item}
                </List.Item>
              )}
            />
          </Card>
        </Col>
      </Row>
      <Card
        title="Products"
        extra={
          <LinkButton to="/admin/product/new" type="primary" icon={<PlusOutlined />}>
            Add Product
          </LinkButton>
        }
      >
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder="Search products..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ maxWidth: 360, marginBottom: 16 }}
        />
        <ProductTable products={list} loading={products.isPending} layout="compact" deleteVariant="manager" />
      </Card>
    </AdminShell>
  );
}
