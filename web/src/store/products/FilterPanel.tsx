import { Card, Checkbox, Col, Flex, Row, Slider, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PRICE_SLIDER } from '@hiti/contracts';
import type { ProductFilters } from '../../lib/product-filters';

export function FilterPanel({
  filters,
  onChange,
}: {
  filters: ProductFilters;
  onChange: (patch: Partial<ProductFilters>) => void;
}) {
  const { t } = useTranslation();
  const low = Math.min(filters.priceRange[0], PRICE_SLIDER.max);
  const high = Math.min(filters.priceRange[1], PRICE_SLIDER.max);
  return (
    <Card size="small" data-testid="filter-panel">
      <Row gutter={[32, 16]} align="middle">
        <Col xs={24} md={14}>
          <Typography.Text strong>{t('products.priceRange')}</Typography.Text>
          <Slider
            range
            min={PRICE_SLIDER.min}
            max={PRICE_SLIDER.max}
            step={PRICE_SLIDER.step}
            value={[low, high]}
            onChange={(value) =>
              onChange({ priceRange: [value[0] ?? PRICE_SLIDER.min, value[1] ?? PRICE_SLIDER.max] })
            }
          />
          <Flex justify="space-between">
            <Typography.Text type="secondary">{low} €</Typography.Text>
            <Typography.Text type="secondary">
              {high}
              {high >= PRICE_SLIDER.max ? '+' : ''} €
            </Typography.Text>
          </Flex>
        </Col>
        <Col xs={24} md={10}>
          <Flex vertical gap={8}>
            <Checkbox
              checked={filters.inStock}
              onChange={(event) => onChange({ inStock: event.target.checked })}
            >
              {t('products.inStockOnly')}
            </Checkbox>
            <Checkbox
              checked={filters.onPromo}
              onChange={(event) => onChange({ onPromo: event.target.checked })}
            >
              {t('products.onPromoOnly')}
            </Checkbox>
          </Flex>
        </Col>
      </Row>
    </Card>
  );
}
