import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@hiti/contracts';
import { authCheckQuery } from '../../api/auth';
import { aProduct } from '@hiti/contracts/testing';
import { createQueryClient } from '../../api/query-client';
import { aCategory, stubCatalogApi } from '../../test/catalog-api-stub';
import { answerRoute, type SentRequest } from '../../test/http-mock';
import { renderApp } from '../../test/render';
import { ADMIN_LANGUAGE_KEY } from '../i18n/admin-language';
import type { AdminLanguage } from '../i18n/admin-language';
import { ProductListPage } from './ProductListPage';
import { ProductManagerDashboard } from './ProductManagerDashboard';

const stove: Product = aProduct({
  id: 4,
  name: 'Печка Корab',
  description: 'Челична печка',
  category: 'Печки',
  imageUrl: '/images/categories/stoves.jpg',
  fullPrice: 900,
  unitType: 'kg',
  promoPrice: 700,
  featured: true,
});

/** The stove's texts as the API answers them with `?lang=al`. */
const stoveInAlbanian: Product = {
  ...stove,
  name: 'Soba Korab',
  description: 'Sobë çeliku',
  category: 'Soba',
};

/** Every product list the admin asked for. */
let listReads: SentRequest[] = [];

/** The showroom's API answering pages of `products`, in Albanian when asked `?lang=al`. */
function stubProducts(products: Product[]) {
  listReads = stubCatalogApi({
    products: (language) =>
      language === 'al'
        ? products.map((product) => ({ ...product, ...translations.get(product.id) }))
        : products,
    categories: (language) => [aCategory(stove.categoryId, language === 'al' ? 'Soba' : 'Печки')],
  });
  answerRoute('countNewEnquiries', { new: 0 });
}

const translations = new Map([[stove.id, stoveInAlbanian]]);

function renderIn(language: AdminLanguage, page: 'list' | 'manager', products: Product[] = [stove]) {
  window.localStorage.setItem(ADMIN_LANGUAGE_KEY, language);
  stubProducts(products);
  const queryClient = createQueryClient();
  queryClient.setQueryData(authCheckQuery.queryKey, { authenticated: true, role: 'product_manager' });
  return page === 'list'
    ? renderApp(<ProductListPage />, { queryClient, path: '/admin/products' })
    : renderApp(<ProductManagerDashboard />, { queryClient, path: '/admin/product-manager' });
}

afterEach(() => {
  vi.restoreAllMocks();
});

// The first render of an admin screen in jsdom takes seconds on a busy machine.
configure({ asyncUtilTimeout: 15_000 });

describe('product lists in the admin language', { timeout: 60_000 }, () => {
  it('shows the products page, its table and status tags in Macedonian', async () => {
    renderIn('mk', 'list');
    expect(await screen.findByText('Печка Корab')).toBeTruthy();
    expect(listReads.every(({ query }) => query.get('lang') === 'mk')).toBe(true);
    expect(screen.getByText('Само на залиха')).toBeTruthy();
    expect(screen.getByText('1 производ')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Дејства' })).toBeTruthy();
    expect(screen.getByText('Неактивна промоција')).toBeTruthy();
    expect(screen.getByText('Истакнат')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Додај нов производ/ })).toBeTruthy();
  });

  it('shows the products page in Albanian and asks before deleting in Albanian', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderIn('al', 'list');
    expect(await screen.findByText('Soba Korab')).toBeTruthy();
    expect(screen.getByText('Soba')).toBeTruthy();
    expect(screen.queryByText('Печка Корab')).toBeNull();
    expect(listReads.every(({ query }) => query.get('lang') === 'al')).toBe(true);
    expect(screen.getByText('Vetëm në stok')).toBeTruthy();
    expect(screen.getByText('1 produkt')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Çmimi' })).toBeTruthy();
    expect(screen.getByText('Në stok')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Fshi/ }));
    expect(confirm).toHaveBeenCalledWith('Jeni të sigurt që doni ta fshini këtë produkt?');
  });

  it('filters by a category named in Albanian and asks for it by id', async () => {
    renderIn('al', 'list');
    expect(await screen.findByText('Soba Korab')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Kategoria' }));
    fireEvent.click(await screen.findByTitle('Soba'));
    await waitFor(() =>
      expect(listReads.some(({ query }) => query.get('category') === String(stove.categoryId))).toBe(true),
    );
    expect(listReads.every(({ query }) => query.get('lang') === 'al')).toBe(true);
  });

  it('says in Macedonian that no products were found', async () => {
    renderIn('mk', 'list', []);
    expect(await screen.findByText('Не се пронајдени производи')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Додајте го првиот производ' })).toBeTruthy();
  });

  it("shows the product manager's dashboard in Macedonian", async () => {
    renderIn('mk', 'manager');
    expect(await screen.findByText('Печка Корab')).toBeTruthy();
    expect(screen.getByText('Управување со производи')).toBeTruthy();
    expect(screen.getByText('Ваши овластувања')).toBeTruthy();
    expect(screen.getByText('Поставување цени, промоции и достапност')).toBeTruthy();
    expect(screen.getByPlaceholderText('Пребарај производи...')).toBeTruthy();
  });

  it("shows the product manager's dashboard in Albanian", async () => {
    renderIn('al', 'manager');
    expect(await screen.findByText('Soba Korab')).toBeTruthy();
    expect(screen.queryByText('Печка Корab')).toBeNull();
    expect(screen.getByText('Menaxhimi i produkteve')).toBeTruthy();
    expect(screen.getByText('Lejet tuaja')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hap kategoritë' })).toBeTruthy();
    expect(screen.getByPlaceholderText('Kërko produkte...')).toBeTruthy();
  });
});
