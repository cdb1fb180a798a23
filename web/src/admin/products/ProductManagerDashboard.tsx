import {
  AppstoreOutlined,
  CheckOutlined,
  FileTextOutlined,
  PlusOutlined,
  ShoppingOutlined,
} from '@ant-design/icons';
import { Card, Col, Flex, List, Row, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { LinkButton } from '../../store/common/LinkButton';
import { useAdminTexts } from '../i18n/use-admin-language';
import { NewEnquiriesCard } from '../enquiries/NewEnquiriesCard';
import { AdminShell } from '../layout/AdminShell';
import { ProductCount } from './ProductCount';
import { ProductSearchBox } from './ProductSearchBox';
import { ProductTable } from './ProductTable';
import { useProductTable } from './use-product-table';

const PERMISSIONS = [
  'permissionProducts',
  'permissionPrices',
  'permissionUploads',
  'permissionCategories',
] as const;

export function ProductManagerDashboard() {
  const table = useProductTable();
  const t = useAdminTexts('productList');
  const csvText = useAdminTexts('productCsv');
  const { refetch } = table.products;

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refetch]);

  return (
    <AdminShell
      title={
        <Flex align="center" gap={8}>
          {t('managerTitle')} <Tag color="blue">{t('managerRole')}</Tag>
        </Flex>
      }
      logoutVariant="manager"
    >
      <NewEnquiriesCard />
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
            <Flex gap={8} wrap>
              <LinkButton to="/admin/categories">{t('openCategories')}</LinkButton>
              <LinkButton to="/admin/brands">{t('openBrands')}</LinkButton>
            </Flex>
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
        <Flex gap={16} wrap align="center" style={{ marginBottom: 16 }}>
          <ProductSearchBox control={table} placeholder={t('search')} maxWidth={360} />
          <ProductCount total={table.products.data?.total} />
        </Flex>
        <ProductTable control={table} layout="compact" deleteVariant="manager" />
      </Card>
    </AdminShell>
  );
}
