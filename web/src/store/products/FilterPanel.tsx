import { Card, Checkbox, Col, Flex, Row, Slider, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProducts } from '../../api/products';
import { priceBounds } from '../../lib/product-filters';
import type { PriceBounds, ProductFilters } from '../../lib/product-filters';
import { CURRENCY_LABEL, groupThousands } from '../../lib/price';
import { useLanguage } from '../common/use-language';

/** The chosen range within the slider's bounds; an end at a bound means no bound there. */
function rangeOf(filters: ProductFilters, bounds: PriceBounds): [number, number] {
  const clamp = (value: number) => Math.min(Math.max(value, bounds.min), bounds.max);
  return [clamp(filters.minPrice ?? bounds.min), clamp(filters.maxPrice ?? bounds.max)];
}

function PriceSlider({
  filters,
  bounds,
  onChange,
}: {
  filters: ProductFilters;
  bounds: PriceBounds;
  onChange: (patch: Partial<ProductFilters>) => void;
}) {
  const language = useLanguage();
  const chosen = rangeOf(filters, bounds);
  const [dragged, setDragged] = useState<[number, number] | null>(null);
  const [low, high] = dragged ?? chosen;
  const price = (denars: number) => `${groupThousands(denars)} ${CURRENCY_LABEL[language]}`;
  return (
    <>
      <Slider
        range
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        value={[low, high]}
        onChange={(value) => setDragged([value[0] ?? bounds.min, value[1] ?? bounds.max])}
        onChangeComplete={(value) => {
          setDragged(null);
          const [from = bounds.min, to = bounds.max] = value;
          onChange({
            minPrice: from > bounds.min ? from : null,
            maxPrice: to < bounds.max ? to : null,
          });
        }}
        tooltip={{ formatter: (value) => (value === undefined ? '' : price(value)) }}
      />
      <Flex justify="space-between">
        <Typography.Text type="secondary">{price(low)}</Typography.Text>
        <Typography.Text type="secondary">{price(high)}</Typography.Text>
      </Flex>
    </>
  );
}

export function FilterPanel({
  filters,
  onChange,
}: {
  filters: ProductFilters;
  onChange: (patch: Partial<ProductFilters>) => void;
}) {
  const { t } = useTranslation();
  // the whole catalogue sets the slider's range (the same read as the unfiltered list)
  const catalogue = useProducts();
  const bounds = priceBounds(catalogue.data ?? []);
  return (
    <Card size="small" data-testid="filter-panel">
      <Row gutter={[32, 16]} align="middle">
        <Col xs={24} md={14}>
          <Typography.Text strong>{t('products.priceRange')}</Typography.Text>
          {bounds && <PriceSlider filters={filters} bounds={bounds} onChange={onChange} />}
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
