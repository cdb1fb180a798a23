import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { Route } from 'react-router';
import { AdminPageSpinner } from './AdminPageSpinner';
import { lazyPage } from './lazy-page';

// the admin area's routes, antd and every admin page load only when an admin address is opened: a visitor's
// first load carries none of them
const AdminRoutes = lazyPage(() => import('../admin/AdminRoutes'), 'AdminRoutes');

/** The admin area at /admin/ (rendered in the browser only). */
export function adminRoutes(): ReactNode {
  return (
    <Route
      caseSensitive
      path="admin/*"
      element={
        <Suspense fallback={<AdminPageSpinner />}>
          <AdminRoutes />
        </Suspense>
      }
    />
  );
}
