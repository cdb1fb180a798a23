import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUERY_TEXT_MAX } from '@hiti/contracts';
import type { Category, Language, Product } from '@hiti/contracts';
import { createQueryClient } from '../../api/query-client';
import { categoryKeys } from '../../api/query-keys';
import { HeadCollector, HeadCollectorContext } from '../head/head-context';
import { resolveHead } from '../head/page-head';
import { answerRoute, apiError, onRoute, recordRequests, type SentRequest } from '../../test/http-mock';
import { renderApp } from '../../test/render';
import { ProductsPage } from './ProductsPage';
import { aProduct } from '@hiti/contracts/testing';

const CATEGORIES: Record<'mk' | 'al', Category[]> = {
  mk: [
    { id: 1, name: 'Вградени камини', description: '', imageUrl: null },
    { id: 2, name: 'Електрични камини', description: '', imageUrl: null },
    { id: 3, name: 'Прибор', description: '', imageUrl: null },
    { id: 4, name: 'Камини на дрва', description: '', imageUrl: null },
  ],
  al: [
    { id: 1, name: 'Kamina Montues', description: '', imageUrl: null },
    { id: 2, name: 'Kamina Elektrik', description: '', imageUrl: null },
    { id: 3, name: 'Aksesor', description: '', imageUrl: null },
    { id: 4, name: 'Kamina Druri', description: '', imageUrl: null },
  ],
};

function product(id: number, categoryId: number): Product {
  return aProduct({
    id,
    name: `Камин ${id}`,
    categoryId,
    category: CATEGORIES.mk.find((category) => category.id === categoryId)?.name ?? '',
  });
}

/** The wood fireplaces (category 4), which the API lists for any name of their category. */
const WOOD_FIREPLACES = [product(41, 4), product(42, 4)];

/**
 * The API as the page reads it: the categories in the language asked, `listed` for a category filter
 * (`all` otherwise), a page at a time, and a 400 for a query text longer than the API takes. Answers the
 * product list reads the page made.
 */
function stubApi(listed: Product[] = [], all: Product[] = []): SentRequest<'listProducts'>[] {
  onRoute('listCategories', ({ query }) => CATEGORIES[query.get('lang') === 'al' ? 'al' : 'mk']);
  onRoute('listProducts', ({ query }) => {
    const tooLong = ['search', 'category'].some(
      (name) => (query.get(name)?.trim().length ?? 0) > QUERY_TEXT_MAX,
    );
    if (tooLong) return apiError('VALIDATION_FAILED', { message: 'Invalid query' });
    const matches = query.has('category') ? listed : all;
    const page = Number(query.get('page') ?? '1');
    const pageSize = Number(query.get('pageSize') ?? '20');
    const items = matches.slice((page - 1) * pageSize, page * pageSize);
    return { items, total: matches.length, page, pageSize };
  });
  // no specification or brand filters to offer
  answerRoute('listProductFacets', { total: 0, facets: [], brands: [] });
  return recordRequests('listProducts');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const NOT_FOUND_HOME = 'Назад на почетна';
const LOAD_FAILED = /Производите не можеа да се вчитаат|Produktet nuk mund të ngarkoheshin/;
const longest = (reads: SentRequest<'listProducts'>[], name: string) =>
  Math.max(0, ...reads.map(({ query }) => query.get(name)?.length ?? 0));

describe('ProductsPage search', () => {
  it.each([
    ['/products', 'Пребарај производи...'],
    ['/al/products', 'Kërko produkte...'],
  ])(
    'at %s, reads an over-long search from the address cut to the length the API takes',
    async (path, box) => {
      const reads = stubApi();
      const search = 'камин '.repeat(60);
      renderApp(<ProductsPage />, { path: `${path}?${new URLSearchParams({ search }).toString()}` });
      const input = screen.getByRole<HTMLInputElement>('textbox', { name: box });
      expect(input.maxLength).toBe(QUERY_TEXT_MAX);
      expect(input.value).toBe(search.slice(0, QUERY_TEXT_MAX));
      await waitFor(() => expect(reads.length).toBeGreaterThan(0));
      expect(longest(reads, 'search')).toBeLessThanOrEqual(QUERY_TEXT_MAX);
      expect(await screen.findByText(/Нема производи што|Asnjë produkt nuk/)).toBeTruthy();
      expect(screen.queryByText(LOAD_FAILED)).toBeNull();
    },
  );

  it('never sends a typed search longer than the API takes', async () => {
    const reads = stubApi();
    renderApp(<ProductsPage />, { path: '/products' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Пребарај производи...' }), {
      target: { value: 'x'.repeat(QUERY_TEXT_MAX + 50) },
    });
    await waitFor(() => expect(reads.some(({ query }) => query.has('search'))).toBe(true));
    expect(longest(reads, 'search')).toBe(QUERY_TEXT_MAX);
    expect(screen.queryByText(LOAD_FAILED)).toBeNull();
  });

  it('ignores a category too long to be any name rather than failing to load', async () => {
    const reads = stubApi();
    renderApp(<ProductsPage />, { path: `/al/products?category=${'x'.repeat(QUERY_TEXT_MAX + 1)}` });
    await waitFor(() => expect(reads.length).toBeGreaterThan(0));
    expect(reads.every(({ query }) => !query.has('category'))).toBe(true);
    expect(screen.getByRole('button', { name: 'Të gjitha' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByText(LOAD_FAILED)).toBeNull();
  });
});

/** The address the page shows, as the browser's address bar would. */
function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{`${pathname}${search}`}</output>;
}

/**
 * The page at `page` filtered by `category`, with its categories read (as the server renders it), and
 * the canonical address the head it declares gives on the server.
 */
function renderWithCategories(page: string, category: string) {
  const language: Language = page.startsWith('/al/') ? 'al' : 'mk';
  const queryClient = createQueryClient();
  queryClient.setQueryData(categoryKeys.list({ lang: language }), CATEGORIES[language]);
  const collector = new HeadCollector();
  const search = `?${new URLSearchParams({ category }).toString()}`;
  renderApp(
    <HeadCollectorContext.Provider value={collector}>
      <ProductsPage />
      <Address />
    </HeadCollectorContext.Provider>,
    { path: `${page}${search}`, queryClient },
  );
  return () => resolveHead(collector.head, { pathname: page, search }, ORIGIN).canonical;
}

const ORIGIN = 'https://hitikamina.mk';
const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');
const address = () => screen.getByTestId('address').textContent;
const browserCanonical = () => {
  const href = document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
  return href ? `${new URL(href).pathname}${new URL(href).search}` : undefined;
};

describe('ProductsPage category', () => {
  it.each([
    ['/products', 'Kamina Montues', 'Вградени камини', '/products?category=1'],
    ['/products', 'kamina elektrik', 'Електрични камини', '/products?category=2'],
    ['/al/products', 'Прибор', 'Aksesorë', '/al/products?category=3'],
    ['/al/products', '1', 'Kamina montuese', '/al/products?category=1'],
  ])(
    'at %s?category=%s, marks %s and gives the listing its id address',
    async (page, category, button, canonical) => {
      stubApi();
      const serverCanonical = renderWithCategories(page, category);
      expect(pressed(button)).toBe('true');
      expect(pressed(page.startsWith('/al/') ? 'Të gjitha' : 'Сите')).toBe('false');
      expect(serverCanonical()).toBe(`${ORIGIN}${canonical}`);
      await waitFor(() => expect(address()).toBe(canonical));
      expect(browserCanonical()).toBe(canonical);
    },
  );

  it.each([
    ['/products', 'Kamina Druri', 'Камини на дрва', '/products?category=4'],
    ['/al/products', 'Камини на дрва', 'Kamina Druri', '/al/products?category=4'],
  ])(
    'at %s?category=%s, marks %s, the category of what the API listed for a name in the other language',
    async (page, category, button, canonical) => {
      const reads = stubApi(WOOD_FIREPLACES);
      renderWithCategories(page, category);
      await waitFor(() => expect(pressed(button)).toBe('true'));
      expect(reads[0]?.query.get('category')).toBe(category);
      await waitFor(() => expect(address()).toBe(canonical));
      expect(browserCanonical()).toBe(canonical);
    },
  );

  it('shows the not-found view for a name no category has (no listing of its own), keeping the address', async () => {
    stubApi();
    renderWithCategories('/products', 'Nothing');
    expect(await screen.findByRole('link', { name: NOT_FOUND_HOME })).toBeTruthy();
    expect(screen.queryByRole('button', { name: CATEGORIES.mk[0]?.name })).toBeNull();
    expect(address()).toBe('/products?category=Nothing');
  });
});

describe('ProductsPage filters on a phone', () => {
  it('closes the filter drawer with a button naming how many products the filters leave', async () => {
    stubApi(WOOD_FIREPLACES);
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    renderApp(<ProductsPage />, { path: '/products?category=4' });
    await screen.findByText('Камин 42');
    fireEvent.click(screen.getByRole('button', { name: 'Филтри' }));
    const show = await screen.findByRole('button', { name: 'Прикажи резултати (2)' });
    expect(screen.getByRole('dialog')).toHaveProperty('open', true);
    fireEvent.click(show);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('ProductsPage pages', () => {
  const catalogue = Array.from({ length: 60 }, (_, index) => product(index + 1, 1 + (index % 4)));

  it('reads the page the address names and links the others, with the number of matches', async () => {
    const reads = stubApi([], catalogue);
    renderApp(
      <>
        <ProductsPage />
        <Address />
      </>,
      { path: '/al/products?sort=price-low-high&page=2' },
    );
    expect(await screen.findByText('25–48 nga 60 produkte')).toBeTruthy();
    expect(reads[0]?.query.get('page')).toBe('2');
    expect(reads[0]?.query.get('pageSize')).toBe('24');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toContain(
      'Камин 25',
    );
    const pages = screen.getByRole('navigation', { name: 'Faqet e produkteve' });
    const links = [...pages.querySelectorAll('a')].map((link) => [
      link.textContent,
      link.getAttribute('href'),
      link.rel,
    ]);
    expect(links).toEqual([
      ['‹ E mëparshmja', '/al/products?sort=price-low-high', 'prev'],
      ['1', '/al/products?sort=price-low-high', 'prev'],
      ['3', '/al/products?sort=price-low-high&page=3', 'next'],
      ['Tjetra ›', '/al/products?sort=price-low-high&page=3', 'next'],
    ]);
    expect(pages.querySelector('[aria-current="page"]')?.textContent).toBe('2');
    expect(address()).toBe('/al/products?sort=price-low-high&page=2');
  });

  it('goes back to the first page when a filter changes', async () => {
    const reads = stubApi([], catalogue);
    renderApp(
      <>
        <ProductsPage />
        <Address />
      </>,
      { path: '/products?page=3' },
    );
    expect(await screen.findByText('49–60 од 60 производи')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Прибор' }));
    await waitFor(() => expect(address()).toBe('/products?category=3'));
    expect(reads.at(-1)?.query.get('page')).toBe('1');
  });

  it('offers the first page when the address names a page past the last', async () => {
    stubApi([], catalogue);
    renderApp(<ProductsPage />, { path: '/products?page=9' });
    expect(await screen.findByText('Оваа страница нема производи.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Кон првата страница' }).getAttribute('href')).toBe('/products');
  });
});

describe('ProductsPage clear all', () => {
  it('moves the focus to the search once the filters and their button are gone', async () => {
    stubApi();
    renderApp(<ProductsPage />, { path: '/products?onPromo=true' });
    const clear = await screen.findByRole('button', { name: 'Исчисти ги сите' });
    clear.focus();
    fireEvent.click(clear);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Исчисти ги сите' })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Пребарај производи...' }));
  });
});
