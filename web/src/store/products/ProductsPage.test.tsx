import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUERY_TEXT_MAX } from '@hiti/contracts';
import type { Category } from '@hiti/contracts';
import { renderApp } from '../../test/render';
import { ProductsPage } from './ProductsPage';

const CATEGORIES: Record<'mk' | 'al', Category[]> = {
  mk: [
    { id: 1, name: 'Вградени камини', description: '', imageUrl: null },
    { id: 2, name: 'Електрични камини', description: '', imageUrl: null },
    { id: 3, name: 'Прибор', description: '', imageUrl: null },
  ],
  al: [
    { id: 1, name: 'Kamina Montues', description: '', imageUrl: null },
    { id: 2, name: 'Kamina Elektrik', description: '', imageUrl: null },
    { id: 3, name: 'Aksesor', description: '', imageUrl: null },
  ],
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * The API as the page reads it: the categories in the language asked, no products, and a 400 for a
 * query text longer than the API takes. Answers the product list queries the page made.
 */
function stubApi(): URLSearchParams[] {
  const productQueries: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const address = new URL(url, 'http://localhost');
      const lang = address.searchParams.get('lang') === 'al' ? 'al' : 'mk';
      if (address.pathname === '/api/categories') return json(CATEGORIES[lang]);
      if (address.pathname !== '/api/products') return json([]);
      productQueries.push(address.searchParams);
      const tooLong = ['search', 'category'].some(
        (name) => (address.searchParams.get(name)?.trim().length ?? 0) > QUERY_TEXT_MAX,
      );
      return tooLong
        ? json({ error: { code: 'VALIDATION_FAILED', message: 'Invalid query' } }, 400)
        : json([]);
    }),
  );
  return productQueries;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const LOAD_FAILED = /Производите не можеа да се вчитаат|Produktet nuk mund të ngarkoheshin/;
const longest = (queries: URLSearchParams[], name: string) =>
  Math.max(0, ...queries.map((query) => query.get(name)?.length ?? 0));

describe('ProductsPage search', () => {
  it.each([
    ['/products', 'Пребарај производи...'],
    ['/al/products', 'Kërko produkte...'],
  ])(
    'at %s, reads an over-long search from the address cut to the length the API takes',
    async (path, box) => {
      const queries = stubApi();
      const search = 'камин '.repeat(60);
      renderApp(<ProductsPage />, { path: `${path}?${new URLSearchParams({ search }).toString()}` });
      const input = screen.getByRole<HTMLInputElement>('textbox', { name: box });
      expect(input.maxLength).toBe(QUERY_TEXT_MAX);
      expect(input.value).toBe(search.slice(0, QUERY_TEXT_MAX));
      await waitFor(() => expect(queries.length).toBeGreaterThan(0));
      expect(longest(queries, 'search')).toBeLessThanOrEqual(QUERY_TEXT_MAX);
      expect(await screen.findByText(/Нема производи што|Asnjë produkt nuk/)).toBeTruthy();
      expect(screen.queryByText(LOAD_FAILED)).toBeNull();
    },
  );

  it('never sends a typed search longer than the API takes', async () => {
    const queries = stubApi();
    renderApp(<ProductsPage />, { path: '/products' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Пребарај производи...' }), {
      target: { value: 'x'.repeat(QUERY_TEXT_MAX + 50) },
    });
    await waitFor(() => expect(queries.some((query) => query.has('search'))).toBe(true));
    expect(longest(queries, 'search')).toBe(QUERY_TEXT_MAX);
    expect(screen.queryByText(LOAD_FAILED)).toBeNull();
  });

  it('ignores a category too long to be any name rather than failing to load', async () => {
    const queries = stubApi();
    renderApp(<ProductsPage />, { path: `/al/products?category=${'x'.repeat(QUERY_TEXT_MAX + 1)}` });
    await waitFor(() => expect(queries.length).toBeGreaterThan(0));
    expect(queries.every((query) => !query.has('category'))).toBe(true);
    expect(screen.getByRole('button', { name: 'Të gjitha' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByText(LOAD_FAILED)).toBeNull();
  });
});
