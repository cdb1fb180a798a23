import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authCheckQuery } from '../../api/auth';
import { createQueryClient } from '../../api/query-client';
import { aCategory, stubCatalogApi } from '../../test/catalog-api-stub';
import { aProduct } from '@hiti/contracts/testing';
import { answerRoute } from '../../test/http-mock';
import { renderApp } from '../../test/render';
import { ADMIN_LANGUAGE_KEY } from '../i18n/admin-language';
import { SuperAdminDashboard } from './SuperAdminDashboard';

/** A product in Macedonian, and its texts as the API answers them with `?lang=al`. */
const product = (id: number, categoryId: number, mk: [string, string], al: [string, string]) => ({
  mk: aProduct({ id, name: mk[0], description: 'опис', categoryId, category: mk[1] }),
  al: { name: al[0], description: 'përshkrim', category: al[1] },
});

const catalogue = [
  product(4, 1, ['Печка Корab', 'Печки'], ['Soba Korab', 'Soba']),
  product(5, 2, ['Прибор за камин', 'Прибор'], ['Set veglash', 'Aksesor']),
];

/** The catalogue in the language asked with `?lang=`; the showroom's contact details are complete. */
function stubApi() {
  stubCatalogApi({
    products: (language) => catalogue.map(({ mk, al }) => (language === 'al' ? { ...mk, ...al } : mk)),
    categories: (language) =>
      catalogue.map(({ mk, al }) => aCategory(mk.categoryId, language === 'al' ? al.category : mk.category)),
  });
  answerRoute('countNewEnquiries', { new: 0 });
  answerRoute('listEditableSiteContent', []);
}

// The first render of an admin screen in jsdom takes seconds on a busy machine.
configure({ asyncUtilTimeout: 15_000 });

describe('SuperAdminDashboard category filter', { timeout: 60_000 }, () => {
  it('keeps filtering by the chosen category when the admin changes language', async () => {
    window.localStorage.setItem(ADMIN_LANGUAGE_KEY, 'al');
    stubApi();
    const queryClient = createQueryClient();
    queryClient.setQueryData(authCheckQuery.queryKey, { authenticated: true, role: 'super_admin' });
    renderApp(<SuperAdminDashboard />, { queryClient, path: '/admin/dashboard' });
    expect(await screen.findByText('Set veglash')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Filtrat/ }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Kategoria' }));
    fireEvent.click(await screen.findByTitle('Soba'));
    await waitFor(() => expect(screen.queryByText('Set veglash')).toBeNull());
    expect(screen.getByText('Soba Korab')).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Gjuha e administrimit' }));
    fireEvent.click(await screen.findByTitle('MK'));
    expect(await screen.findByText('Печка Корab')).toBeTruthy();
    expect(screen.queryByText('Прибор за камин')).toBeNull();
    expect(screen.getByTitle('Печки')).toBeTruthy();
  });
});
