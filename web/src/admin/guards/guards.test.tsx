import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { STAFF_ROLES, SUPER_ADMIN_ROLES, type AuthCheck } from '@hiti/contracts';
import { authCheckQuery } from '../../api/auth';
import { createQueryClient } from '../../api/query-client';
import { renderApp } from '../../test/render';
import { RequireRole } from './RequireRole';
import { guardTarget, homeOfRole } from './guard-target';

const superAdminOnly = {
  roles: SUPER_ADMIN_ROLES,
  unauthenticatedTo: '/admin/login',
  forbiddenTo: '/admin/dashboard',
};
const signedOut: AuthCheck = { authenticated: false, role: null };
const manager: AuthCheck = { authenticated: true, role: 'product_manager' };
const superAdmin: AuthCheck = { authenticated: true, role: 'super_admin' };

describe('guardTarget', () => {
  it('sends visitors without a session to the rule login page', () => {
    expect(guardTarget(signedOut, superAdminOnly)).toBe('/admin/login');
    expect(guardTarget(signedOut, { ...superAdminOnly, unauthenticatedTo: '/admin' })).toBe('/admin');
    expect(guardTarget({ authenticated: true, role: null }, superAdminOnly)).toBe('/admin/login');
  });

  it('sends an admin without the role to the dashboard and lets the right role in', () => {
    expect(guardTarget(manager, superAdminOnly)).toBe('/admin/dashboard');
    expect(guardTarget(superAdmin, superAdminOnly)).toBeNull();
    expect(guardTarget(manager, { ...superAdminOnly, roles: STAFF_ROLES })).toBeNull();
  });

  it('knows where each role lands after login', () => {
    expect(homeOfRole('product_manager')).toBe('/admin/product-manager');
    expect(homeOfRole('super_admin')).toBe('/admin/dashboard');
  });
});

function renderGuarded(check: AuthCheck, path = '/admin/legal-editor') {
  const queryClient = createQueryClient();
  queryClient.setQueryData(authCheckQuery.queryKey, check);
  return renderApp(
    <Routes>
      <Route
        path="/admin/legal-editor"
        element={
          <RequireRole {...superAdminOnly}>
            <p>legal editor</p>
          </RequireRole>
        }
      />
      <Route path="/admin/login" element={<p>login page</p>} />
      <Route path="/admin/dashboard" element={<p>dashboard page</p>} />
    </Routes>,
    { path, queryClient },
  );
}

describe('RequireRole', () => {
  it('shows the page to a super admin', async () => {
    renderGuarded(superAdmin);
    expect(await screen.findByText('legal editor')).toBeTruthy();
  });

  it('redirects a visitor without a session to the login page', async () => {
    renderGuarded(signedOut);
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(screen.queryByText('legal editor')).toBeNull();
  });

  it('redirects a product manager to the dashboard', async () => {
    renderGuarded(manager);
    expect(await screen.findByText('dashboard page')).toBeTruthy();
    expect(screen.queryByText('legal editor')).toBeNull();
  });
});
