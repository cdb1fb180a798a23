import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brandInUseMessage, validationMessages, type Brand, type ProductFacets } from '@hiti/contracts';
import { authCheckQuery } from '../../api/auth';
import { createQueryClient } from '../../api/query-client';
import { answerRoute, onRoute, recordRequests, refuseRoute } from '../../test/http-mock';
import { renderApp } from '../../test/render';
import { ADMIN_LANGUAGE_KEY } from '../i18n/admin-language';
import type { AdminLanguage } from '../i18n/admin-language';
import { BrandManager } from './BrandManager';

const BRANDS: Brand[] = [
  { id: 1, name: 'MCZ', websiteUrl: 'https://www.mcz.it', order: 0 },
  { id: 2, name: 'Jøtul', websiteUrl: null, order: 1 },
];
const FACETS: ProductFacets = { total: 3, facets: [], brands: [{ id: 1, name: 'MCZ', count: 3 }] };

/** The showroom's API as the screen sees it; records every call. Deleting a brand in use is refused. */
function stubApi() {
  answerRoute('countNewEnquiries', { new: 0 });
  answerRoute('listBrands', BRANDS);
  answerRoute('listProductFacets', FACETS);
  onRoute('createBrand', ({ body }) => ({ id: 3, ...body }), { status: 201 });
  refuseRoute('deleteBrand', 'BRAND_IN_USE', { message: brandInUseMessage(3) });
  return recordRequests();
}

function renderManager(language: AdminLanguage = 'en') {
  window.localStorage.setItem(ADMIN_LANGUAGE_KEY, language);
  const queryClient = createQueryClient();
  queryClient.setQueryData(authCheckQuery.queryKey, { authenticated: true, role: 'product_manager' });
  return renderApp(<BrandManager />, { queryClient, path: '/admin/brands' });
}

afterEach(() => {
  vi.restoreAllMocks();
});

// The first render of the admin screen in jsdom takes seconds on a busy machine.
describe('BrandManager', { timeout: 30_000 }, () => {
  it('lists the brands in their order with how many products use each', async () => {
    stubApi();
    renderManager();
    const row = (await screen.findByText('MCZ')).closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByText('3')).toBeTruthy();
    expect(within(row as HTMLElement).getByRole('link', { name: 'https://www.mcz.it' })).toBeTruthy();
    const jotul = screen.getByText('Jøtul').closest('tr') as HTMLElement;
    expect(within(jotul).getAllByText('0').length).toBeGreaterThan(0);
  });

  it('adds a brand with its trimmed name, and refuses a blank one without sending it', async () => {
    const sent = stubApi();
    renderManager();
    await screen.findByText('MCZ');
    fireEvent.click(screen.getByRole('button', { name: /Add Brand/ }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: /Create Brand/ }));
    expect(await screen.findByText(validationMessages.brandNameRequired)).toBeTruthy();
    expect(sent.filter((call) => call.method === 'POST')).toEqual([]);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' Piazzetta ' } });
    fireEvent.change(screen.getByLabelText('Website'), { target: { value: 'https://www.piazzetta.com' } });
    fireEvent.click(screen.getByRole('button', { name: /Create Brand/ }));
    expect(await screen.findByText('Brand created')).toBeTruthy();
    await waitFor(() =>
      expect(sent.find((call) => call.method === 'POST')).toMatchObject({
        path: '/api/brands',
        body: { name: 'Piazzetta', websiteUrl: 'https://www.piazzetta.com', order: 0 },
      }),
    );
  });

  it('tells, in the admin language, how many products still use a brand it may not delete', async () => {
    const sent = stubApi();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderManager('mk');
    const row = (await screen.findByText('MCZ')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /Избриши/ }));
    expect(await screen.findByText(/Производи што ја користат марката: 3\./)).toBeTruthy();
    expect(sent.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });
});
