import { configure, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { validationMessages, type ProductBulkFields, type ProductBulkResult } from '@hiti/contracts';
import { authCheckQuery } from '../../api/auth';
import { createQueryClient } from '../../api/query-client';
import { aCategory, stubCatalogApi } from '../../test/catalog-api-stub';
import { aProduct } from '@hiti/contracts/testing';
import { answerRoute, apiError, onRoute, recordRequests } from '../../test/http-mock';
import { renderApp } from '../../test/render';
import { ADMIN_LANGUAGE_KEY } from '../i18n/admin-language';
import { ProductListPage } from './ProductListPage';

const CATALOGUE = [
  aProduct({ id: 1, name: 'Камин 1', fullPrice: 1000 }),
  aProduct({ id: 2, name: 'Камин 2', fullPrice: 1499.99 }),
  aProduct({ id: 3, name: 'Камин 3', fullPrice: 500 }),
];

const fields = (fullPrice: number): ProductBulkFields => ({
  fullPrice,
  unitPrice: null,
  onPromo: false,
  promoPrice: null,
  promoStartDate: null,
  promoEndDate: null,
  inStock: true,
  featured: false,
});

const RESULT: ProductBulkResult = {
  changes: [
    { id: 1, name: { mk: 'Камин 1', al: 'Kamin 1' }, before: fields(1000), after: fields(1100) },
    { id: 2, name: { mk: 'Камин 2', al: 'Kamin 2' }, before: fields(1499.99), after: fields(1649.99) },
  ],
  unchanged: 0,
};

/** The catalogue reads, and the bulk routes answering `answer`; answers each bulk request with its path. */
function renderList(answer: ProductBulkResult | (() => Response), language = 'en') {
  window.localStorage.setItem(ADMIN_LANGUAGE_KEY, language);
  stubCatalogApi({ products: () => CATALOGUE, categories: () => [aCategory(1, 'Камини')] });
  answerRoute('countNewEnquiries', { new: 0 });
  for (const route of ['previewProductBulk', 'applyProductBulk'] as const) {
    onRoute(route, () => (typeof answer === 'function' ? answer() : answer));
  }
  const requests = recordRequests('previewProductBulk', 'applyProductBulk');
  const queryClient = createQueryClient();
  queryClient.setQueryData(authCheckQuery.queryKey, { authenticated: true, role: 'product_manager' });
  renderApp(<ProductListPage />, { queryClient, path: '/admin/products' });
  return () => requests.map(({ path, body }) => ({ path, body }));
}

const tick = (name: string) =>
  fireEvent.click(within(screen.getByText(name).closest('tr') as HTMLElement).getByRole('checkbox'));

// The first render of an admin screen in jsdom takes seconds on a busy machine.
configure({ asyncUtilTimeout: 15_000 });

describe('bulk changes on the products page', { timeout: 240_000 }, () => {
  it('previews a price change of the ticked products, before → after, and applies it on confirmation', async () => {
    const requests = renderList(RESULT);
    expect(await screen.findByText('Камин 1')).toBeTruthy();
    tick('Камин 1');
    tick('Камин 2');
    fireEvent.click(screen.getByRole('button', { name: /Change several products \(2\)/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('The selected products (2)')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Percentage (+ raises, − lowers)'), {
      target: { value: '10' },
    });
    expect(within(dialog).getByRole('button', { name: 'Apply to 0 products' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('1.000,00 €', { exact: false })).toBeTruthy();
    expect(within(dialog).getByText('1.649,99 €')).toBeTruthy();
    const body = { target: { productIds: [1, 2] }, action: { kind: 'price', by: 'percent', change: 10 } };
    expect(requests()).toEqual([{ path: '/api/products/bulk/preview', body }]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply to 2 products' }));
    expect(await screen.findByText('2 products changed')).toBeTruthy();
    expect(requests().at(-1)).toEqual({ path: '/api/products/bulk', body });
  });

  it('shows a refusal under the field it names, in the admin language', async () => {
    const refusal = () =>
      apiError('VALIDATION_FAILED', {
        details: [
          { path: 'action.change', key: 'bulkPercentRange', message: validationMessages.bulkPercentRange },
        ],
      });
    renderList(refusal, 'mk');
    expect(await screen.findByText('Камин 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Измени повеќе производи/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('Сите производи од категорија'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Преглед' }));
    expect(
      await within(dialog).findByText('Внесете процент поголем од -100 и најмногу 1000, не 0'),
    ).toBeTruthy();
  });
});
