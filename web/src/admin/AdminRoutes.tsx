import { Suspense, lazy } from 'react';
import type { ReactNode } from 'react';
import { Outlet, Route, Routes } from 'react-router';
import { STAFF_ROLES, SUPER_ADMIN_ROLES } from '@hiti/contracts';
import { AdminPageSpinner } from '../app/AdminPageSpinner';
import { lazyPage } from '../app/lazy-page';
import type { GuardRule } from './guards/guard-target';

// antd and everything else of the admin area load only when an admin page is opened
const AdminProviders = lazy(async () => ({
  default: (await import('./AdminProviders')).AdminProviders,
}));
const RequireRole = lazy(async () => ({
  default: (await import('./guards/RequireRole')).RequireRole,
}));

const LoginPage = lazyPage(() => import('./auth/LoginPage'), 'LoginPage');
const SuperAdminDashboard = lazyPage(() => import('./dashboard/SuperAdminDashboard'), 'SuperAdminDashboard');
const ProductManagerDashboard = lazyPage(
  () => import('./products/ProductManagerDashboard'),
  'ProductManagerDashboard',
);
const ProductListPage = lazyPage(() => import('./products/ProductListPage'), 'ProductListPage');
const ProductFormPage = lazyPage(() => import('./products/ProductFormPage'), 'ProductFormPage');
const ProductCsvPage = lazyPage(() => import('./product-csv/ProductCsvPage'), 'ProductCsvPage');
const CategoryManager = lazyPage(() => import('./categories/CategoryManager'), 'CategoryManager');
const BrandManager = lazyPage(() => import('./brands/BrandManager'), 'BrandManager');
const ContentManagement = lazyPage(() => import('./content/ContentManagement'), 'ContentManagement');
const SliderManagement = lazyPage(() => import('./sliders/SliderManagement'), 'SliderManagement');
const HeroEditor = lazyPage(() => import('./hero/HeroEditor'), 'HeroEditor');
const LogoManagement = lazyPage(() => import('./logo/LogoManagement'), 'LogoManagement');
const AboutEditor = lazyPage(() => import('./about/AboutEditor'), 'AboutEditor');
const ContactEditor = lazyPage(() => import('./contact/ContactEditor'), 'ContactEditor');
const FeatureEditor = lazyPage(() => import('./feature/FeatureEditor'), 'FeatureEditor');
const HomeAboutEditor = lazyPage(() => import('./home-about/HomeAboutEditor'), 'HomeAboutEditor');
const FeaturedProductsEditor = lazyPage(
  () => import('./featured-products/FeaturedProductsEditor'),
  'FeaturedProductsEditor',
);
const HeroTextEditor = lazyPage(() => import('./hero-text/HeroTextEditor'), 'HeroTextEditor');
const LegalEditor = lazyPage(() => import('./legal/LegalEditor'), 'LegalEditor');
const UserManagement = lazyPage(() => import('./users/UserManagement'), 'UserManagement');
const AuditLogPage = lazyPage(() => import('./audit/AuditLogPage'), 'AuditLogPage');
const SecondFactorPage = lazyPage(() => import('./auth/SecondFactorPage'), 'SecondFactorPage');
const MailOutboxPage = lazyPage(() => import('./mail-outbox/MailOutboxPage'), 'MailOutboxPage');
const StoreManager = lazyPage(() => import('./stores/StoreManager'), 'StoreManager');
const AdminNotFound = lazyPage(() => import('./layout/AdminNotFound'), 'AdminNotFound');
const EnquiryInboxPage = lazyPage(() => import('./enquiries/EnquiryInboxPage'), 'EnquiryInboxPage');

function page(element: ReactNode, rule?: GuardRule): ReactNode {
  const loaded = <Suspense fallback={<AdminPageSpinner />}>{element}</Suspense>;
  return rule ? <RequireRole {...rule}>{loaded}</RequireRole> : loaded;
}

/** The admin area's providers around its pages, loaded with the first admin page. */
function AdminArea() {
  return (
    <Suspense fallback={<AdminPageSpinner />}>
      <AdminProviders>
        <Outlet />
      </AdminProviders>
    </Suspense>
  );
}

const superAdmin = (unauthenticatedTo: string): GuardRule => ({
  roles: SUPER_ADMIN_ROLES,
  unauthenticatedTo,
  forbiddenTo: '/admin/dashboard',
});

const editors: [path: string, element: ReactNode, unauthenticatedTo: string][] = [
  ['sliders', <SliderManagement />, '/admin/login'],
  ['hero-editor', <HeroEditor />, '/admin/login'],
  ['logo', <LogoManagement />, '/admin/login'],
  ['about-editor', <AboutEditor />, '/admin/login'],
  ['contact-editor', <ContactEditor />, '/admin/login'],
  ['feature-editor', <FeatureEditor />, '/admin'],
  ['home-about-editor', <HomeAboutEditor />, '/admin'],
  ['featured-products-editor', <FeaturedProductsEditor />, '/admin/login'],
  ['hero-text-editor', <HeroTextEditor />, '/admin/login'],
  ['legal-editor', <LegalEditor />, '/admin/login'],
  ['audit', <AuditLogPage />, '/admin/login'],
  ['mail-outbox', <MailOutboxPage />, '/admin/login'],
  ['stores', <StoreManager />, '/admin/login'],
];

/** Every admin route below /admin/; each page is its own lazily loaded chunk. */
export function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminArea />}>
        <Route index element={page(<LoginPage />)} />
        <Route path="login" element={page(<LoginPage />)} />
        <Route
          path="dashboard"
          element={page(<SuperAdminDashboard />, {
            roles: SUPER_ADMIN_ROLES,
            unauthenticatedTo: '/admin',
            forbiddenTo: '/admin/product-manager',
          })}
        />
        {['manager', 'product-manager'].map((path) => (
          <Route
            key={path}
            path={path}
            element={page(<ProductManagerDashboard />, {
              roles: ['product_manager'],
              unauthenticatedTo: '/admin',
              forbiddenTo: '/admin/dashboard',
            })}
          />
        ))}
        <Route path="products" element={page(<ProductListPage />)} />
        <Route
          path="product/:id"
          element={page(<ProductFormPage />, {
            roles: STAFF_ROLES,
            unauthenticatedTo: '/admin',
            forbiddenTo: '/admin/dashboard',
          })}
        />
        <Route
          path="product-csv"
          element={page(<ProductCsvPage />, {
            roles: STAFF_ROLES,
            unauthenticatedTo: '/admin',
            forbiddenTo: '/admin/dashboard',
          })}
        />
        <Route
          path="enquiries"
          element={page(<EnquiryInboxPage />, {
            roles: STAFF_ROLES,
            unauthenticatedTo: '/admin',
            forbiddenTo: '/admin/dashboard',
          })}
        />
        <Route path="categories" element={page(<CategoryManager />)} />
        <Route
          path="brands"
          element={page(<BrandManager />, {
            roles: STAFF_ROLES,
            unauthenticatedTo: '/admin',
            forbiddenTo: '/admin/dashboard',
          })}
        />
        <Route path="content" element={page(<ContentManagement />, superAdmin('/admin'))} />
        {editors.map(([path, element, unauthenticatedTo]) => (
          <Route key={path} path={path} element={page(element, superAdmin(unauthenticatedTo))} />
        ))}
        <Route
          path="two-step"
          element={page(<SecondFactorPage />, {
            roles: STAFF_ROLES,
            unauthenticatedTo: '/admin/login',
            forbiddenTo: '/admin/login',
          })}
        />
        <Route
          path="user-management"
          element={page(<UserManagement />, {
            roles: SUPER_ADMIN_ROLES,
            unauthenticatedTo: '/admin/login',
            forbiddenTo: '/admin/login',
          })}
        />
        <Route path="*" element={page(<AdminNotFound />)} />
      </Route>
    </Routes>
  );
}
