import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authCheckQuery } from '../../api/auth';
import { createQueryClient } from '../../api/query-client';
import { categoryKeys, productKeys, siteContentKeys } from '../../api/query-keys';
import { DEFAULT_TABLE_STATE, tableStateToQuery } from '../products/product-table-state';
import { answerRoute } from '../../test/http-mock';
import { renderApp } from '../../test/render';
import { ADMIN_LANGUAGE_KEY } from '../i18n/admin-language';
import { SuperAdminDashboard } from './SuperAdminDashboard';

/** A dashboard over an empty catalogue and a showroom that has not entered its contact details yet. */
function renderDashboard() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(authCheckQuery.queryKey, { authenticated: true, role: 'super_admin' });
  const firstPage = { ...tableStateToQuery(DEFAULT_TABLE_STATE), lang: 'mk' };
  const noProducts = { items: [], total: 0, page: 1, pageSize: 20 };
  answerRoute('listProducts', noProducts);
  answerRoute('listCategories', []);
  answerRoute('listEditableSiteContent', []);
  answerRoute('countNewEnquiries', { new: 0 });
  queryClient.setQueryData(productKeys.list(firstPage), noProducts);
  queryClient.setQueryData(categoryKeys.list({ lang: 'mk' }), []);
  queryClient.setQueryData(siteContentKeys.list({ type: 'contact', lang: 'both' }), []);
  return renderApp(<SuperAdminDashboard />, { queryClient, path: '/admin/dashboard' });
}

describe('SuperAdminDashboard languages', () => {
  it('speaks English by default', async () => {
    renderDashboard();
    expect(await screen.findByText('Admin Dashboard')).toBeTruthy();
    expect(screen.getByText('Content Management')).toBeTruthy();
    expect(screen.getByText('Who changed what, and when')).toBeTruthy();
    expect(screen.getByText('Complete your contact details')).toBeTruthy();
    expect(screen.getByText('Add New Product').closest('a')).toBeTruthy();
  });

  it('shows its cards, product tools and contact-details notice in Macedonian', async () => {
    window.localStorage.setItem(ADMIN_LANGUAGE_KEY, 'mk');
    renderDashboard();
    expect(await screen.findByText('Администраторска контролна табла')).toBeTruthy();
    expect(screen.getByText('Управување со содржина')).toBeTruthy();
    expect(screen.getByText('Дневник на промени')).toBeTruthy();
    expect(screen.getByText('Кој што променил и кога')).toBeTruthy();
    expect(screen.getByText('Дополнете ги контакт-податоците')).toBeTruthy();
    expect(screen.getByText('Отвори го уредувачот на контакт').closest('a')?.getAttribute('href')).toBe(
      '/admin/contact-editor',
    );
    expect(screen.getByText('Додај нов производ').closest('a')).toBeTruthy();
    expect(screen.getByPlaceholderText('Пребарај производи...')).toBeTruthy();
    expect(screen.queryByText('Content Management')).toBeNull();
  });

  it('shows its cards and contact-details notice in Albanian', async () => {
    window.localStorage.setItem(ADMIN_LANGUAGE_KEY, 'al');
    renderDashboard();
    expect(await screen.findByText('Paneli i administrimit')).toBeTruthy();
    expect(screen.getByText('Menaxhimi i përdoruesve')).toBeTruthy();
    expect(screen.getByText('Posta dalëse')).toBeTruthy();
    expect(screen.getByText('Plotësoni të dhënat e kontaktit')).toBeTruthy();
    expect(screen.getByText('Pastro filtrat').closest('button')).toBeTruthy();
  });
});
