import { ClearOutlined, FilterOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Row, Select, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ALL_CATEGORIES } from '../../lib/product-filters';
import { LinkButton } from '../../store/common/LinkButton';
import { useAdminTexts } from '../i18n/use-admin-language';
import { NewEnquiriesCard } from '../enquiries/NewEnquiriesCard';
import { AdminShell } from '../layout/AdminShell';
import { useCategoryOptions } from '../products/category-options';
import { ProductCount } from '../products/ProductCount';
import { ProductSearchBox } from '../products/ProductSearchBox';
import { ProductTable } from '../products/ProductTable';
import { useProductTable } from '../products/use-product-table';
import { ContactDetailsNotice } from './ContactDetailsNotice';
import { EDITOR_CARDS } from './editor-cards';

export function SuperAdminDashboard() {
  const table = useProductTable();
  const { state, update } = table;
  const [filtersOpen, setFiltersOpen] = useState(state.category !== ALL_CATEGORIES);
  const t = useAdminTexts('dashboard');
  const cardText = useAdminTexts('editorCards');
  const categories = useCategoryOptions();

  return (
    <AdminShell title={t('title')}>
      <ContactDetailsNotice />
      <NewEnquiriesCard />
      <Row gutter={[16, 16]} style={{ marginBottom: 24 }}>
        {EDITOR_CARDS.map((card) => (
          <Col key={card.to} xs={24} sm={12} lg={8} xl={6}>
            <Link to={card.to}>
              <Card hoverable size="small" style={{ height: '100%' }}>
                <Flex gap={12} align="flex-start">
                  <span style={{ fontSize: 24, color: '#c2410c' }}>{card.icon}</span>
                  <div>
                    <Typography.Text strong>{cardText(card.name)}</Typography.Text>
                    <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 13 }}>
                      {cardText(`${card.name}Summary`)}
                    </Typography.Paragraph>
                  </div>
                </Flex>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
      <Card
        title={t('products')}
        extra={
          <LinkButton to="/admin/product/new" type="primary" icon={<PlusOutlined />}>
            {t('addProduct')}
          </LinkButton>
        }
      >
        <Flex gap={8} wrap style={{ marginBottom: 16 }}>
          <ProductSearchBox control={table} placeholder={t('searchProducts')} maxWidth={360} />
          <Button
            icon={<FilterOutlined />}
            onClick={() => setFiltersOpen((open) => !open)}
            aria-expanded={filtersOpen}
          >
            {t('filters')}
          </Button>
          {filtersOpen && (
            <Select
              aria-label={t('category')}
              value={state.category}
              onChange={(category) => update({ category })}
              style={{ minWidth: 200 }}
              options={[{ value: ALL_CATEGORIES, label: t('allCategories') }, ...categories]}
            />
          )}
          <Button icon={<ClearOutlined />} onClick={table.clear}>
            {t('clearFilters')}
          </Button>
          <LinkButton to="/admin/products">{t('fullProductList')}</LinkButton>
          <ProductCount total={table.products.data?.total} />
        </Flex>
        <ProductTable control={table} />
      </Card>
    </AdminShell>
  );
}
