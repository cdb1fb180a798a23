import {
  AppstoreOutlined,
  CheckOutlined,
  FileTextOutlined,
  PlusOutlined,
  SearchOutlined,
  ShoppingOutlined,
} from '@ant-design/icons';
import { Card, Col, Flex, Input, List, Row, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useProducts } from '../../api/products';
import { LinkButton } from '../../store/common/LinkButton';
import { useAdminContentLanguage, useAdminTexts } from '../i18n/use-admin-language';
import { AdminShell } from '../layout/AdminShell';
import { productCsvTexts } from '../product-csv/product-csv-texts';
import { ProductTable } from './ProductTable';
import { productListTexts } from './product-list-texts';

const PERMISSIONS = [
  'permissionProducts',
  'permissionPrices',
  'permissionUploads',
  'permissionCategories',
] as const;

function matches(text: string, search: string): boolean {
  return text.toLowerCase().includes(search.trim().toLowerCase());
}

export function ProductManagerDashboard() {
  const language = useAdminContentLanguage();
  const products = useProducts({}, language);
  const t = useAdminTexts(productListTexts);
  const csvText = useAdminTexts(productCsvTexts);
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
          {t('managerTitle')} <Tag color="blue">{t('managerRole')}</Tag>
        </Flex>
      }
      logoutVariant="manager"
    >
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24} md={8}>
          <Card
            title={
              <>
                <ShoppingOutlined /> {t('manageProducts')}
              </>
            }
            style={{ height: '100%' }}
          >
            <Typography.Paragraph type="secondary">{t('manageProductsBody')}</Typography.Paragraph>
            <Flex gap={8} wrap>
              <LinkButton to="/admin/product/new" type="primary" icon={<PlusOutlined />}>
                {t('addProduct')}
              </LinkButton>
              <LinkButton to="/admin/product-csv" icon={<FileTextOutlined />}>
                {csvText('openScreen')}
              </LinkButton>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card
            title={
              <>
                <AppstoreOutlined /> {t('manageCategories')}
              </>
            }
            style={{ height: '100%' }}
          >
            <Typography.Paragraph type="secondary">{t('manageCategoriesBody')}</Typography.Paragraph>
            <LinkButton to="/admin/categories">{t('openCategories')}</LinkButton>
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card title={t('permissions')} style={{ height: '100%' }}>
            <List
              size="small"
              dataSource={PERMISSIONS}
              renderItem={(item) => (
                <List.Item>
                  <CheckOutlined style={{ color: '#16a34a', marginRight: 8 }} />
                  {t(item)}
                </List.Item>
              )}
            />
          </Card>
        </Col>
      </Row>
      <Card
        title={t('products')}
        extra={
          <LinkButton to="/admin/product/new" type="primary" icon={<PlusOutlined />}>
            {t('addProduct')}
          </LinkButton>
        }
      >
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t('search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ maxWidth: 360, marginBottom: 16 }}
        />
        <ProductTable products={list} loading={products.isPending} layout="compact" deleteVariant="manager" />
      </Card>
    </AdminShell>
  );
}
