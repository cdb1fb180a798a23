import { FilterOutlined, SearchOutlined } from '@ant-design/icons';
import { Alert, Badge, Button, Empty, Flex, Input, Select, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SEARCH_DEBOUNCE_MS, SORT_OPTIONS, uiMessage } from '@hiti/contracts';
import { useCategories } from '../../api/categories';
import { useProducts } from '../../api/products';
import {
  ALL_CATEGORIES,
  DEFAULT_FILTERS,
  activeFilterCount,
  categoryKey,
  isCategoryChosen,
  filtersFromSearchParams,
  filtersToQuery,
  filtersToSearchParams,
} from '../../lib/product-filters';
import type { ProductFilters } from '../../lib/product-filters';
import { useDebounced } from '../../lib/use-debounced';
import { PageSection } from '../common/PageSection';
import { useCategoryLabel } from '../common/useCategoryLabel';
import { useLanguage } from '../common/use-language';
import { FilterPanel } from './FilterPanel';
import { ProductGrid, ProductGridSkeleton } from './ProductGrid';
import { usePageHead } from '../head/head-context';
import { useTrail } from '../head/use-business-data';
import { breadcrumbs } from '../head/structured-data';

/**
 * The filters live in the address (shareable, rendered on the server); a link such as the footer's
 * special offers presets them, also when already on this page.
 */
export function ProductsPage() {
  const { t } = useTranslation();
  const trail = useTrail();
  usePageHead({
    title: t('products.title'),
    description: t('products.subtitle'),
    jsonLd: [breadcrumbs(trail([{ name: t('products.title'), path: '/products' }]))],
  });
  const language = useLanguage();
  const label = useCategoryLabel();
  const [searchParams, setSearchParams] = useSearchParams();
  const address = searchParams.toString();
  const [filters, setFilters] = useState<ProductFilters>(() => filtersFromSearchParams(searchParams));
  const [filtersOpen, setFiltersOpen] = useState(false);

  const search = useDebounced(filters.search, SEARCH_DEBOUNCE_MS);
  const shown = useMemo(() => ({ ...filters, search }), [filters, search]);
  const query = useMemo(() => filtersToQuery(shown), [shown]);
  const queryAddress = filtersToSearchParams(shown).toString();
  const [shownAddress, setShownAddress] = useState(address);
  if (address !== shownAddress) {
    setShownAddress(address);
    // the address changed by a link, not by these filters: take its filters
    if (address !== queryAddress) setFilters(filtersFromSearchParams(searchParams));
  }
  useEffect(() => {
    if (queryAddress !== address) setSearchParams(queryAddress, { replace: true, preventScrollReset: true });
  }, [queryAddress, address, setSearchParams]);
  const products = useProducts(query);
  const categories = useCategories();

  const update = (patch: Partial<ProductFilters>) => setFilters((current) => ({ ...current, ...patch }));
  const active = activeFilterCount(filters);
  const list = products.isError ? [] : (products.data ?? []);

  useEffect(() => {
    if (products.isError) console.error(uiMessage('fetchProductsFailed'), products.error);
  }, [products.isError, products.error]);

  return (
    <PageSection title={t('products.title')} subtitle={t('products.subtitle')}>
      <Flex vertical gap={16}>
        <Flex gap={12} wrap align="center">
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder={t('products.searchPlaceholder')}
            aria-label={t('products.searchPlaceholder')}
            value={filters.search}
            onChange={(event) => update({ search: event.target.value })}
            style={{ flex: '1 1 260px' }}
          />
          <Badge count={active} size="small">
            <Button
              icon={<FilterOutlined />}
              aria-expanded={filtersOpen}
              onClick={() => setFiltersOpen((open) => !open)}
            >
              {t('products.filters')}
            </Button>
          </Badge>
          <Select
            aria-label={t('products.sortLabel')}
            value={filters.sort}
            onChange={(sort) => update({ sort })}
            options={SORT_OPTIONS.map((option) => ({ value: option, label: t(`products.sort.${option}`) }))}
            style={{ minWidth: 220 }}
          />
        </Flex>
        <Flex gap={8} wrap>
          <Button
            type={filters.category === ALL_CATEGORIES ? 'primary' : 'default'}
            onClick={() => update({ category: ALL_CATEGORIES })}
          >
            {t('products.all')}
          </Button>
          {(categories.data ?? []).map((category) => (
            <Button
              key={category.id}
              type={isCategoryChosen(category, filters.category) ? 'primary' : 'default'}
              onClick={() => update({ category: categoryKey(category) })}
            >
              {label(category.name)}
            </Button>
          ))}
        </Flex>
        {filtersOpen && <FilterPanel filters={filters} onChange={update} />}
        {active > 0 && (
          <Flex gap={12} align="center" wrap>
            <Badge color="#c2410c" text={t('products.activeFilters', { count: active })} />
            <Button type="link" onClick={() => setFilters({ ...DEFAULT_FILTERS, sort: filters.sort })}>
              {t('products.clearAll')}
            </Button>
          </Flex>
        )}
        {products.isError && <Alert type="error" title={uiMessage('fetchProductsFailed', language)} />}
        {products.isPending ? (
          <ProductGridSkeleton />
        ) : list.length === 0 ? (
          <Empty
            description={uiMessage(active > 0 ? 'noProductsMatch' : 'noProductsAvailable', language)}
            style={{ padding: 48 }}
          />
        ) : (
          <>
            <Typography.Text type="secondary">{t('products.count', { count: list.length })}</Typography.Text>
            <div style={{ opacity: products.isPlaceholderData ? 0.6 : 1, transition: 'opacity 0.2s' }}>
              <ProductGrid products={list} />
            </div>
          </>
        )}
      </Flex>
    </PageSection>
  );
}
