import { Route, Routes } from 'react-router';
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
import { adminRoutes } from './admin-routes';

/**
 * The public pages; Macedonian at the root, Albanian under /al/ (same pages, the language from the path).
 * Paths match in their own letter case only: `/PRODUCTS` is no second copy of `/products` (and `/Al/…` no
 * Macedonian copy of an Albanian page) but the not-found page.
 */
function storeRoutes() {
  return (
    <>
      <Route index element={<HomePage />} />
      <Route caseSensitive path="products" element={<ProductsPage />} />
      <Route caseSensitive path="product/:id" element={<ProductDetailPage />} />
      <Route caseSensitive path="stores" element={<StoresPage />} />
      <Route caseSensitive path="compare" element={<ComparePage />} />
      <Route caseSensitive path="about" element={<AboutPage />} />
      <Route caseSensitive path="contact" element={<ContactPage />} />
      <Route caseSensitive path="terms" element={<LegalPage page="terms" />} />
      <Route caseSensitive path="privacy" element={<LegalPage page="privacy" />} />
      <Route path="*" element={<NotFoundPage />} />
    </>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route caseSensitive path="al">
          {storeRoutes()}
        </Route>
        {adminRoutes()}
        {storeRoutes()}
      </Route>
    </Routes>
  );
}
