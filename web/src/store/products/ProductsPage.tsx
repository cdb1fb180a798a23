import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useSearchParams } from 'react-router';
import { PRODUCTS_PER_PAGE, QUERY_TEXT_MAX, SEARCH_DEBOUNCE_MS, SORT_OPTIONS } from '@hiti/contracts';
import type { SortOption } from '@hiti/contracts';
import { useCategories } from '../../api/categories';
import { useProductPage } from '../../api/products';
import { useProductFacets } from '../../api/product-facets';
import {
  ALL_CATEGORIES,
  DEFAULT_FILTERS,
  activeFilterCount,
  categoryKey,
  categoryListingPath,
  facetsQuery,
  filtersFromSearchParams,
  filtersToSearchParams,
  filtersToQuery,
  isCategoryFilter,
  listingSearchParams,
  pageCount,
  pageFromSearchParams,
  pageQuery,
} from '../../lib/product-filters';
import type { ProductFilters } from '../../lib/product-filters';
import { useDebounced } from '../../lib/use-debounced';
import { LinkButton } from '../common/LinkButton';
import { PageSection } from '../common/PageSection';
import { resolveChosenCategory } from './chosen-category';
import { useCategoryLabel } from '../common/useCategoryLabel';
import { usePageHead } from '../head/head-context';
import { breadcrumbs } from '../head/structured-data';
import { useTrail } from '../head/use-business-data';
import {
  Alert,
  Badge,
  Button,
  Drawer,
  Empty,
  FilterIcon,
  Input,
  SearchIcon,
  Select,
  Stack,
  Text,
} from '../ui';
import { NotFoundView } from '../NotFoundPage';
import { FilterPanel } from './FilterPanel';
import { SpecificationFilters } from './SpecificationFilters';
import { ProductPagination } from './ProductPagination';
import { ProductGrid, ProductGridSkeleton } from './ProductGrid';
import './products.css';

const FILTER_PANEL_ID = 'product-filters';
const SEARCH_ID = 'product-search';
/** Below this width the filters open in a drawer instead of above the list. */
const PHONE_QUERY = '(max-width: 575px)';

/**
 * The filters and the page live in the address (shareable, rendered on the server, page links that work
 * without scripts); a link such as the footer's special offers presets them, also when already on this
 * page. One page of products is read at a time; changing a filter goes back to the first page.
 */
export function ProductsPage() {
  const { t } = useTranslation();
  const trail = useTrail();
  const label = useCategoryLabel();
  const [searchParams, setSearchParams] = useSearchParams();
  const address = searchParams.toString();
  const [filters, setFilters] = useState<ProductFilters>(() => filtersFromSearchParams(searchParams));
  const [page, setPage] = useState(() => pageFromSearchParams(searchParams));
  const [filtersShown, setFiltersShown] = useState<'closed' | 'panel' | 'drawer'>('closed');

  const search = useDebounced(filters.search, SEARCH_DEBOUNCE_MS);
  const shown = useMemo(() => ({ ...filters, search }), [filters, search]);
  const query = useMemo(() => pageQuery(filtersToQuery(shown), page), [shown, page]);
  const products = useProductPage(query);
  const facets = useProductFacets(useMemo(() => facetsQuery(shown), [shown]));
  const categories = useCategories();
  const chosenCategory = resolveChosenCategory(filters.category, {
    categories: categories.data,
    listed: products.isPlaceholderData ? undefined : products.data?.items,
  });
  // a category an older link names is shown, and kept in the address, by its id
  const shownFilters = {
    ...shown,
    category: chosenCategory ? categoryKey(chosenCategory) : shown.category,
  };
  const shownAddress = listingSearchParams(shownFilters, page).toString();
  const pathOf = (number: number) => {
    const search = listingSearchParams(shownFilters, number).toString();
    return search ? `/products?${search}` : '/products';
  };
  // a category's listing is a page of its own: its name as title and heading, its own description
  const categoryName = chosenCategory ? label(chosenCategory.name) : null;
  const title = categoryName ?? t('products.title');
  const subtitle = categoryName
    ? chosenCategory?.description?.trim() || t('products.categoryDescription', { category: categoryName })
    : t('products.subtitle');
  // a category no category is: not a listing of its own but a page that does not exist (404, not indexed)
  const noSuchCategory =
    isCategoryFilter(filters.category) &&
    categories.isSuccess &&
    products.isSuccess &&
    !products.isPlaceholderData &&
    chosenCategory === undefined;
  usePageHead({
    title: noSuchCategory
      ? t('notFound.subtitle')
      : page > 1
        ? t('products.titlePage', { title, page: String(page) })
        : title,
    notFound: noSuchCategory,
    description: subtitle,
    // structured data is written on the server only (see useBusinessData)
    jsonLd: import.meta.env.SSR
      ? [
          breadcrumbs(
            trail([
              { name: t('products.title'), path: '/products' },
              ...(chosenCategory && categoryName
                ? [{ name: categoryName, path: categoryListingPath(chosenCategory) }]
                : []),
            ]),
          ),
        ]
      : [],
    canonicalSearch: shownAddress,
  });
  const [knownAddress, setKnownAddress] = useState(address);
  if (address !== knownAddress) {
    setKnownAddress(address);
    // the address changed by a link, not by these filters: take its filters
    if (address !== shownAddress) {
      setFilters(filtersFromSearchParams(searchParams));
      setPage(pageFromSearchParams(searchParams));
    }
  }
  useEffect(() => {
    if (shownAddress !== address) setSearchParams(shownAddress, { replace: true, preventScrollReset: true });
  }, [shownAddress, address, setSearchParams]);

  const update = (patch: Partial<ProductFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };
  const active = activeFilterCount(filters);
  const list = products.isError ? [] : (products.data?.items ?? []);
  const total = products.isError ? 0 : (products.data?.total ?? 0);
  const from = (page - 1) * PRODUCTS_PER_PAGE + 1;

  useEffect(() => {
    if (products.isError) console.error(t('products.loadFailed'), products.error);
  }, [products.isError, products.error, t]);

  const toggleFilters = () => {
    if (filtersShown !== 'closed') setFiltersShown('closed');
    else setFiltersShown(window.matchMedia(PHONE_QUERY).matches ? 'drawer' : 'panel');
  };
  const panel = <FilterPanel filters={filters} onChange={update} />;
  const otherFilters = filtersToSearchParams({ ...shownFilters, specifications: {} });

  if (noSuchCategory) return <NotFoundView />;
  return (
    <PageSection title={title} subtitle={subtitle} level={1}>
      <Stack>
        <div className="products-toolbar">
          <div className="products-toolbar__search">
            <Input
              id={SEARCH_ID}
              enterKeyHint="search"
              prefix={<SearchIcon />}
              placeholder={t('products.searchPlaceholder')}
              aria-label={t('products.searchPlaceholder')}
              value={filters.search}
              maxLength={QUERY_TEXT_MAX}
              onChange={(event) => update({ search: event.target.value })}
              onClear={() => update({ search: '' })}
              size="large"
            />
          </div>
          <Badge count={active} label={t('products.activeFilters', { count: active })}>
            <Button
              size="large"
              icon={<FilterIcon />}
              aria-expanded={filtersShown !== 'closed'}
              aria-controls={filtersShown === 'panel' ? FILTER_PANEL_ID : undefined}
              onClick={toggleFilters}
            >
              {t('products.filters')}
            </Button>
          </Badge>
          <Select
            className="products-toolbar__sort"
            size="large"
            aria-label={t('products.sortLabel')}
            value={filters.sort}
            onChange={(sort) => update({ sort: sort as SortOption })}
            options={SORT_OPTIONS.map((option) => ({ value: option, label: t(`products.sort.${option}`) }))}
          />
        </div>
        <div className="products-categories" role="group" aria-label={t('categories.title')}>
          <Button
            type={filters.category === ALL_CATEGORIES ? 'primary' : 'default'}
            aria-pressed={filters.category === ALL_CATEGORIES}
            onClick={() => update({ category: ALL_CATEGORIES, specifications: {} })}
          >
            {t('products.all')}
          </Button>
          {(categories.data ?? []).map((category) => {
            const chosen = chosenCategory?.id === category.id;
            return (
              <Button
                key={category.id}
                type={chosen ? 'primary' : 'default'}
                aria-pressed={chosen}
                onClick={() => update({ category: categoryKey(category), specifications: {} })}
              >
                {label(category.name)}
              </Button>
            );
          })}
        </div>
        {filtersShown === 'panel' && <div id={FILTER_PANEL_ID}>{panel}</div>}
        <SpecificationFilters
          key={shownAddress}
          facets={facets.data?.facets ?? []}
          brands={facets.data?.brands ?? []}
          params={filters.specifications}
          hidden={otherFilters}
          onApply={(specifications) => update({ specifications })}
        />
        <Drawer
          open={filtersShown === 'drawer'}
          onClose={() => setFiltersShown('closed')}
          title={t('products.filters')}
        >
          <div className="products-drawer">
            {panel}
            <Button type="primary" size="large" block onClick={() => setFiltersShown('closed')}>
              {t('products.showResults', { count: total })}
            </Button>
          </div>
        </Drawer>
        {active > 0 && (
          <div className="products-active">
            <Text strong>{t('products.activeFilters', { count: active })}</Text>
            <Button
              type="link"
              onClick={() => {
                update({ ...DEFAULT_FILTERS, sort: filters.sort });
                // the button goes with the filters: the focus moves to the search, not to the page's start
                document.getElementById(SEARCH_ID)?.focus();
              }}
            >
              {t('products.clearAll')}
            </Button>
          </div>
        )}
        {products.isError && <Alert type="error" title={t('products.loadFailed')} />}
        {products.isPending ? (
          <ProductGridSkeleton />
        ) : total === 0 ? (
          <Empty description={t(active > 0 ? 'products.noneMatch' : 'products.noneAvailable')} />
        ) : list.length === 0 ? (
          <Stack align="center">
            <Empty description={t('products.pastLastPage')} />
            <LinkButton to={pathOf(1)} type="primary">
              {t('products.firstPage')}
            </LinkButton>
          </Stack>
        ) : (
          <>
            <Text type="secondary" role="status">
              {t('products.shown', { from: String(from), to: String(from + list.length - 1), count: total })}
            </Text>
            <div className={products.isPlaceholderData ? 'products-list--stale' : undefined}>
              <ProductGrid products={list} headingLevel={2} aboveTheFold />
            </div>
            <ProductPagination page={page} pages={pageCount(total)} pathOf={pathOf} />
          </>
        )}
      </Stack>
    </PageSection>
  );
}
