import { Route, createRoutesFromElements } from 'react-router';
import type { RouteObject } from 'react-router';
import { AboutPage } from '../store/about/AboutPage';
import { ComparePage } from '../store/compare/ComparePage';
import { ContactPage } from '../store/contact/ContactPage';
import { HomePage } from '../store/home/HomePage';
import { SiteLayout } from '../store/layout/SiteLayout';
import { LegalPage } from '../store/legal/LegalPage';
import { NotFoundPage } from '../store/NotFoundPage';
import { ProductDetailPage } from '../store/product/ProductDetailPage';
import { ProductsPage } from '../store/products/ProductsPage';
import { StoresPage } from '../store/stores/StoresPage';
import type { PageData } from '../ssr/served-query';
import { adminRoutes } from './admin-routes';
import { STORE_PAGE_PATHS as PATHS, type StorePage } from './site-pages';

/**
 * What the server reads for each route before it renders a page: the layout's (every page's) and each
 * page's own (null for a page that shows nothing read). Given to the routes as their `handle`.
 */
export interface SiteRouteData {
  layout: PageData;
  pages: Record<StorePage, PageData | null>;
}

/**
 * The public pages, each at its path below its language's (`/al/` for Albanian). Paths match in their own
 * letter case only: `/PRODUCTS` is no second copy of `/products` (and `/Al/…` no Macedonian copy of an
 * Albanian page) but the not-found page.
 */
function storeRoutes(data: SiteRouteData['pages'] | undefined) {
  return (
    <>
      <Route index element={<HomePage />} handle={data?.home} />
      <Route caseSensitive path={PATHS.products} element={<ProductsPage />} handle={data?.products} />
      <Route caseSensitive path={PATHS.product} element={<ProductDetailPage />} handle={data?.product} />
      <Route caseSensitive path={PATHS.stores} element={<StoresPage />} handle={data?.stores} />
      <Route caseSensitive path={PATHS.compare} element={<ComparePage />} handle={data?.compare} />
      <Route caseSensitive path={PATHS.about} element={<AboutPage />} handle={data?.about} />
      <Route caseSensitive path={PATHS.contact} element={<ContactPage />} handle={data?.contact} />
      <Route caseSensitive path={PATHS.terms} element={<LegalPage page="terms" />} handle={data?.terms} />
      <Route
        caseSensitive
        path={PATHS.privacy}
        element={<LegalPage page="privacy" />}
        handle={data?.privacy}
      />
      <Route path="*" element={<NotFoundPage />} />
    </>
  );
}

/**
 * The app's routes: the storefront in Macedonian at the root and in Albanian under /al/ (same pages, the
 * language from the path), and the admin area. The server matches addresses against the same table, made
 * with each route's data as its `handle` (the browser's has none: the data is the server's alone).
 */
export function siteRoutes(data?: SiteRouteData): RouteObject[] {
  return createRoutesFromElements(
    <Route element={<SiteLayout />} handle={data?.layout}>
      <Route caseSensitive path="al">
        {storeRoutes(data?.pages)}
      </Route>
      {adminRoutes()}
      {storeRoutes(data?.pages)}
    </Route>,
  );
}
