import { ClearOutlined, FilterOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Input, Row, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useProducts } from '../../api/products';
import { ALL_CATEGORIES, categoryKey } from '../../lib/product-filters';
import { LinkButton } from '../../store/common/LinkButton';
import { useAdminContentLanguage, useAdminTexts } from '../i18n/use-admin-language';
import { AdminShell } from '../layout/AdminShell';
import { categoryOptions } from '../products/category-options';
import { ProductTable } from '../products/ProductTable';
import { ContactDetailsNotice } from './ContactDetailsNotice';
import { dashboardTexts } from './dashboard-texts';
import { editorCardTexts } from './editor-card-texts';
import { EDITOR_CARDS } from './editor-cards';

export function SuperAdminDashboard() {
  const language = useAdminContentLanguage();
  const products = useProducts({}, language);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const t = useAdminTexts(dashboardTexts);
  const cardText = useAdminTexts(editorCardTexts);

  const categories = useMemo(() => categoryOptions(products.data ?? []), [products.data]);
  const list = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (products.data ?? []).filter(
      (product) =>
        (category === ALL_CATEGORIES || categoryKey({ id: product.categoryId }) === category) &&
        (!needle ||
          product.name.toLowerCase().includes(needle) ||
          product.description.toLowerCase().includes(needle) ||
          product.category.toLowerCase().includes(needle)),
    );
  }, [products.data, search, category]);

  return (
    <AdminShell title={t('title')}>
      <ContactDetailsNotice />
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
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder={t('searchProducts')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            style={{ maxWidth: 360 }}
          />
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
              value={category}
              onChange={setCategory}
              style={{ minWidth: 200 }}
              options={[{ value: ALL_CATEGORIES, label: t('allCategories') }, ...categories]}
            />
          )}
          <Button
            icon={<ClearOutlined />}
            onClick={() => {
              setSearch('');
              setCategory(ALL_CATEGORIES);
            }}
          >
            {t('clearFilters')}
          </Button>
          <LinkButton to="/admin/products">{t('fullProductList')}</LinkButton>
        </Flex>
        <ProductTable products={list} loading={products.isPending} />
      </Card>
    </AdminShell>
  );
}
