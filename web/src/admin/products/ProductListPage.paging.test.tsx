import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_LIST_MAX, SEARCH_DEBOUNCE_MS } from '@hiti/contracts';
import { authCheckQuery } from '../../api/auth';
import { createQueryClient } from '../../api/query-client';
import { aCategory, stubCatalogApi } from '../../test/catalog-api-stub';
import { aProduct } from '@hiti/contracts/testing';
import { answerRoute, type SentRequest } from '../../test/http-mock';
import { renderApp } from '../../test/render';
import { ProductListPage } from './ProductListPage';

/** A catalogue larger than GET /api/products answers as one list. */
const CATALOGUE = Array.from({ length: PRODUCT_LIST_MAX * 2 + 200 }, (_, index) =>
  aProduct({ id: index + 1, name: `Камин ${index + 1}` }),
);

let reads: SentRequest[] = [];

function renderList(path = '/admin/products') {
  reads = stubCatalogApi({
    products: () => CATALOGUE,
    categories: () => [aCategory(1, 'Камини')],
  });
  answerRoute('countNewEnquiries', { new: 0 });
  const queryClient = createQueryClient();
  queryClient.setQueryData(authCheckQuery.queryKey, { authenticated: true, role: 'product_manager' });
  return renderApp(<ProductListPage />, { queryClient, path });
}

afterEach(() => {
  vi.useRealTimers();
});

// The first render of an admin screen in jsdom takes seconds on a busy machine.
configure({ asyncUtilTimeout: 15_000 });

describe('the products page over a large catalogue', { timeout: 60_000 }, () => {
  it('reads one page at a time and counts the catalogue from the total', async () => {
    renderList();
    expect(await screen.findByText('Камин 1')).toBeTruthy();
    expect(screen.getByText(`${CATALOGUE.length} products`)).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(21);
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.every(({ query }) => query.get('page') === '1' && query.get('pageSize') === '20')).toBe(
      true,
    );

    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('Камин 21')).toBeTruthy();
    expect(reads.at(-1)?.query.get('page')).toBe('2');
    expect(screen.queryByText('Камин 1')).toBeNull();
  });

  it('sorts by price and by name on the server', async () => {
    renderList();
    expect(await screen.findByText('Камин 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('columnheader', { name: /Price/ }));
    await waitFor(() => expect(reads.at(-1)?.query.get('sort')).toBe('price-low-high'));
    fireEvent.click(screen.getByRole('columnheader', { name: /Price/ }));
    await waitFor(() => expect(reads.at(-1)?.query.get('sort')).toBe('price-high-low'));
    fireEvent.click(screen.getByRole('columnheader', { name: /Name/ }));
    await waitFor(() => expect(reads.at(-1)?.query.get('sort')).toBe('name-a-z'));
    fireEvent.click(screen.getByRole('columnheader', { name: /Name/ }));
    await waitFor(() => expect(reads.at(-1)?.query.get('sort')).toBe('name-z-a'));
  });

  it('takes its page, search and filters from the address', async () => {
    renderList('/admin/products?search=verona&featured=true&page=3&pageSize=50');
    await waitFor(() => expect(reads.length).toBeGreaterThan(0));
    const [first] = reads;
    expect(Object.fromEntries(first?.query ?? [])).toMatchObject({
      search: 'verona',
      featured: 'true',
      page: '3',
      pageSize: '50',
    });
    expect(await screen.findByDisplayValue('verona')).toBeTruthy();
  });

  it('searches on the server once typing pauses, from the first page', async () => {
    renderList('/admin/products?page=2');
    expect(await screen.findByText('Камин 21')).toBeTruthy();
    vi.useFakeTimers();
    const box = screen.getByRole('textbox', { name: 'Search products...' });
    fireEvent.change(box, { target: { value: 'kam' } });
    fireEvent.change(box, { target: { value: 'kamina' } });
    const asked = reads.length;
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(reads).toHaveLength(asked);
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(reads.at(-1)?.query.get('search')).toBe('kamina'));
    expect(reads.slice(asked).map(({ query }) => query.get('search'))).not.toContain('kam');
    expect(reads.at(-1)?.query.get('page')).toBe('1');
  });
});
