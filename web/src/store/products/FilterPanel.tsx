import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { SEARCH_DEBOUNCE_MS } from '@hiti/contracts';
import { useProductPage } from '../../api/products';
import { CHEAPEST_QUERY, DEAREST_QUERY, priceBounds } from '../../lib/product-filters';
import type { PriceBounds, ProductFilters } from '../../lib/product-filters';
import { CURRENCY_LABEL, groupThousands } from '../../lib/price';
import { PRICE_SCALE_POSITIONS, positionOfPrice, priceAtPosition } from '../../lib/price-scale';
import { Checkbox, Input, RangeSlider, Text } from '../ui';
import { useLanguage } from '../common/use-language';
import './products.css';

type FiltersChange = (patch: Partial<ProductFilters>) => void;

/** The chosen range within the slider's bounds; an end at a bound means no bound there. */
function rangeOf(filters: ProductFilters, bounds: PriceBounds): [number, number] {
  const clamp = (value: number) => Math.min(Math.max(value, bounds.min), bounds.max);
  return [clamp(filters.minPrice ?? bounds.min), clamp(filters.maxPrice ?? bounds.max)];
}

/**
 * A price typed in denars: shown as typed while the field has the focus, applied when the visitor leaves the
 * field or presses Enter (clamped to the catalogue's prices, never past the other end of the range).
 */
function PriceField({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: number;
  onCommit: (price: number | null) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const typed = Number(draft.replace(/[\s.,]/g, ''));
    onCommit(draft.trim() === '' || !Number.isFinite(typed) ? null : Math.round(typed));
    setDraft(null);
  };
  return (
    <label className="products-filters__field">
      <Text type="secondary">{label}</Text>
      <Input
        type="number"
        inputMode="numeric"
        min={0}
        value={draft ?? String(value)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
    </label>
  );
}

/**
 * The price range in denars: a slider on a scale that gives the usual prices most of its track, and number
 * fields beside it; the list follows once the handles rest (not on every step of a drag).
 */
function PriceRange({
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
  const apply = ([from, to]: [number, number]) =>
    onChange({ minPrice: from > bounds.min ? from : null, maxPrice: to < bounds.max ? to : null });
  const move = (positions: [number, number]) => {
    const range: [number, number] = [
      priceAtPosition(positions[0], bounds),
      priceAtPosition(positions[1], bounds),
    ];
    setMoving(range);
    window.clearTimeout(rest.current);
    rest.current = window.setTimeout(() => {
      apply(range);
      setMoving(null);
    }, SEARCH_DEBOUNCE_MS);
  };
  const [low, high] = moving ?? rangeOf(filters, bounds);
  const clamp = (price: number | null, fallback: number, from: number, to: number) =>
    price === null ? fallback : Math.min(Math.max(price, from), to);
  const currency = CURRENCY_LABEL[language];
  const price = (denars: number) => `${groupThousands(denars)} ${currency}`;
  return (
    <>
      <RangeSlider
        min={0}
        max={PRICE_SCALE_POSITIONS}
        value={[positionOfPrice(low, bounds), positionOfPrice(high, bounds)]}
        onChange={move}
        labels={[t('products.priceLowest'), t('products.priceHighest')]}
        formatValue={(position) => price(priceAtPosition(position, bounds))}
      />
      <div className="products-filters__bounds">
        <PriceField
          label={t('products.priceFrom', { currency })}
          value={low}
          onCommit={(typed) => apply([clamp(typed, bounds.min, bounds.min, high), high])}
        />
        <PriceField
          label={t('products.priceTo', { currency })}
          value={high}
          onCommit={(typed) => apply([low, clamp(typed, bounds.max, low, bounds.max)])}
        />
      </div>
    </>
  );
}

export function FilterPanel({ filters, onChange }: { filters: ProductFilters; onChange: FiltersChange }) {
  const { t } = useTranslation();
  // the catalogue's cheapest and dearest priced products set the slider's range
  const cheapest = useProductPage(CHEAPEST_QUERY);
  const dearest = useProductPage(DEAREST_QUERY);
  const bounds = priceBounds([...(cheapest.data?.items ?? []), ...(dearest.data?.items ?? [])]);
  return (
    <div className="products-filters" data-testid="filter-panel">
      <div className="products-filters__price" role="group" aria-label={t('products.priceRange')}>
        <Text strong>{t('products.priceRange')}</Text>
        {bounds && <PriceRange filters={filters} bounds={bounds} onChange={onChange} />}
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
