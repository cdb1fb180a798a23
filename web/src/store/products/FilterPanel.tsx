import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '@hiti/contracts';
import { useProducts } from '../../api/products';
import { priceBounds } from '../../lib/product-filters';
import type { PriceBounds, ProductFilters } from '../../lib/product-filters';
import { CURRENCY_LABEL, groupThousands } from '../../lib/price';
import { Checkbox, RangeSlider, Text } from '../ui';
import { useLanguage } from '../common/use-language';
import './products.css';

type FiltersChange = (patch: Partial<ProductFilters>) => void;

/** The chosen range within the slider's bounds; an end at a bound means no bound there. */
function rangeOf(filters: ProductFilters, bounds: PriceBounds): [number, number] {
  const clamp = (value: number) => Math.min(Math.max(value, bounds.min), bounds.max);
  return [clamp(filters.minPrice ?? bounds.min), clamp(filters.maxPrice ?? bounds.max)];
}

/** The price range in denars; the list follows once the handles rest (not on every step of a drag). */
function PriceSlider({
  filters,
  bounds,
  onChange,
}: {
  filters: ProductFilters;
  bounds: PriceBounds;
  onChange: FiltersChange;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [moving, setMoving] = useState<[number, number] | null>(null);
  const rest = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(rest.current), []);
  const move = (range: [number, number]) => {
    setMoving(range);
    window.clearTimeout(rest.current);
    rest.current = window.setTimeout(() => {
      const [from, to] = range;
      onChange({ minPrice: from > bounds.min ? from : null, maxPrice: to < bounds.max ? to : null });
      setMoving(null);
    }, SEARCH_DEBOUNCE_MS);
  };
  const [low, high] = moving ?? rangeOf(filters, bounds);
  const price = (denars: number) => `${groupThousands(denars)} ${CURRENCY_LABEL[language]}`;
  return (
    <>
      <RangeSlider
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        value={[low, high]}
        onChange={move}
        labels={[t('products.priceLowest'), t('products.priceHighest')]}
        formatValue={price}
      />
      <div className="products-filters__bounds" aria-hidden="true">
        <Text type="secondary">{price(low)}</Text>
        <Text type="secondary">{price(high)}</Text>
      </div>
    </>
  );
}

export function FilterPanel({ filters, onChange }: { filters: ProductFilters; onChange: FiltersChange }) {
  const { t } = useTranslation();
  // the whole catalogue sets the slider's range (the same read as the unfiltered list)
  const catalogue = useProducts();
  const bounds = priceBounds(catalogue.data ?? []);
  return (
    <div className="products-filters" data-testid="filter-panel">
      <div className="products-filters__price" role="group" aria-label={t('products.priceRange')}>
        <Text strong>{t('products.priceRange')}</Text>
        {bounds && <PriceSlider filters={filters} bounds={bounds} onChange={onChange} />}
      </div>
      <div className="products-filters__checks">
        <Checkbox checked={filters.inStock} onChange={(inStock) => onChange({ inStock })}>
          {t('products.inStockOnly')}
        </Checkbox>
        <Checkbox checked={filters.onPromo} onChange={(onPromo) => onChange({ onPromo })}>
          {t('products.onPromoOnly')}
        </Checkbox>
      </div>
    </div>
  );
}
