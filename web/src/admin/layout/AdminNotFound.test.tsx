import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { adminTexts, type AuthCheck } from '@hiti/contracts';
import { answerRoute } from '../../test/http-mock';
import { renderApp } from '../../test/render';
import { AdminRoutes } from '../AdminRoutes';
import { ADMIN_LANGUAGE_KEY } from '../i18n/admin-language';

function renderAddress(path: string, check: AuthCheck) {
  answerRoute('checkSession', check);
  return renderApp(
    <Routes>
      <Route path="/admin/*" element={<AdminRoutes />} />
    </Routes>,
    { path },
  );
}

afterEach(() => window.localStorage.clear());

describe('an admin address that is no page', () => {
  it('says so and leads a signed-in product manager to their home', async () => {
    renderAddress('/admin/products/new', { authenticated: true, role: 'product_manager' });
    const { frame } = adminTexts.en;
    expect(await screen.findByText(frame.notFound)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: frame.toAdminHome }).getAttribute('href')).toBe(
        '/admin/product-manager',
      ),
    );
  });

  it('leads a visitor without a session to the login page, in the admin language', async () => {
    window.localStorage.setItem(ADMIN_LANGUAGE_KEY, 'al');
    renderAddress('/admin/nowhere', { authenticated: false, role: null });
    const { frame } = adminTexts.al;
    expect(await screen.findByText(frame.notFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: frame.toAdminHome }).getAttribute('href')).toBe('/admin/login');
  });
});
