import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { STAFF_ROLES, SUPER_ADMIN_ROLES, type AuthCheck, adminTexts } from '@hiti/contracts';
import { authCheckQuery } from '../../api/auth';
import { createQueryClient } from '../../api/query-client';
import { renderApp } from '../../test/render';
import { ADMIN_LANGUAGE_KEY } from '../i18n/admin-language';
import { RequireRole } from './RequireRole';
import { guardDecision, homeOfRole } from './guard-target';

const superAdminOnly = {
  roles: SUPER_ADMIN_ROLES,
  unauthenticatedTo: '/admin/login',
  forbiddenTo: '/admin/dashboard',
};
const signedOut: AuthCheck = { authenticated: false, role: null };
const manager: AuthCheck = { authenticated: true, role: 'product_manager' };
const superAdmin: AuthCheck = { authenticated: true, role: 'super_admin' };

describe('guardDecision', () => {
  const redirect = (to: string) => ({ kind: 'redirect', to });
  it('sends visitors without a session to the rule login page', () => {
    expect(guardDecision(signedOut, superAdminOnly)).toEqual(redirect('/admin/login'));
    expect(guardDecision(signedOut, { ...superAdminOnly, unauthenticatedTo: '/admin' })).toEqual(
      redirect('/admin'),
    );
    expect(guardDecision({ authenticated: true, role: null }, superAdminOnly)).toEqual(
      redirect('/admin/login'),
    );
  });

  it('tells an admin without the role that the page is not theirs, and lets the right role in', () => {
    expect(guardDecision(manager, superAdminOnly)).toEqual({
      kind: 'forbidden',
      home: '/admin/product-manager',
    });
    expect(guardDecision(superAdmin, superAdminOnly)).toEqual({ kind: 'show' });
    expect(guardDecision(manager, { ...superAdminOnly, roles: STAFF_ROLES })).toEqual({ kind: 'show' });
  });

  it('takes an admin opening another role’s dashboard to their own', () => {
    const dashboard = { ...superAdminOnly, forbiddenTo: '/admin/product-manager' };
    expect(guardDecision(manager, dashboard)).toEqual(redirect('/admin/product-manager'));
    const managerView = {
      roles: ['product_manager'] as const,
      unauthenticatedTo: '/admin',
      forbiddenTo: '/admin/dashboard',
    };
    expect(guardDecision(superAdmin, managerView)).toEqual(redirect('/admin/dashboard'));
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

  it('tells a product manager to contact an administrator, with a link to their dashboard', async () => {
    renderGuarded(manager);
    expect(await screen.findByText(adminTexts.en.messages.contactAdministrator)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: adminTexts.en.messages.goToDashboard }).getAttribute('href'),
    ).toBe('/admin/product-manager');
    expect(screen.queryByText('legal editor')).toBeNull();
  });

  it('tells a product manager in Macedonian when the admin speaks it', async () => {
    window.localStorage.setItem(ADMIN_LANGUAGE_KEY, 'mk');
    renderGuarded(manager);
    expect(await screen.findByText('Оваа страница не е достапна за вашата улога')).toBeTruthy();
    expect(
      screen.getByText(
        'Оваа содржина ја уредува супер-администратор. Ве молиме обратете се кај администратор.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Одете на вашата контролна табла' }).getAttribute('href')).toBe(
      '/admin/product-manager',
    );
  });

  it('tells a product manager in Albanian when the admin speaks it', async () => {
    window.localStorage.setItem(ADMIN_LANGUAGE_KEY, 'al');
    renderGuarded(manager);
    expect(
      await screen.findByText(
        'Kjo përmbajtje menaxhohet nga një super administrator. Ju lutemi kontaktoni një administrator.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shkoni te paneli juaj' })).toBeTruthy();
  });
});
