import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProduct } from '@hiti/contracts/testing';
import { answerRoute } from '../../test/http-mock';
import { renderApp } from '../../test/render';
import { SiteLayout } from '../layout/SiteLayout';
import { answerLayoutReads } from '../layout/site-layout-test-support';
import { ProductCard } from '../products/ProductCard';
import { ProductDetailPage } from './ProductDetailPage';

const product = aProduct({ id: 5, name: 'Печка Верона' });

/** Where the visitor is: the address the router shows. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{`${pathname}${search}`}</output>;
}

function renderCatalogue(path: string) {
  answerLayoutReads();
  answerRoute('getProduct', product);
  answerRoute('listStores', []);
  return renderApp(
    <>
      <Routes>
        <Route element={<SiteLayout />}>
          <Route path="products" element={<ProductCard product={product} />} />
          <Route path="al/products" element={<ProductCard product={product} />} />
          <Route path="product/:id" element={<ProductDetailPage />} />
          <Route path="al/product/:id" element={<ProductDetailPage />} />
          <Route path="*" element={<ProductCard product={product} />} />
        </Route>
      </Routes>
      <Address />
    </>,
    { path },
  );
}

/** The visitor scrolls the page to `top`, as the browser reports it. */
function scrollPageTo(top: number) {
  Object.defineProperty(window, 'scrollY', { value: top, configurable: true });
  fireEvent.scroll(window);
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('back from a product to the products list', () => {
  it('returns to the page, filters and sort the product was opened from, scrolled where it was left', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    renderCatalogue('/al/products?category=2&sort=price-low-high&page=2');
    scrollPageTo(1400);
    fireEvent.click(await screen.findByRole('link', { name: 'Печка Верона' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Печка Верона' })).toBeTruthy();
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0 });
    scrollPageTo(300);

    const back = screen.getByRole('link', { name: /Kthehu te produktet/ });
    expect(back.getAttribute('href')).toBe('/al/products?category=2&sort=price-low-high&page=2');
    fireEvent.click(back);
    expect(address()).toBe('/al/products?category=2&sort=price-low-high&page=2');
    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith({ top: 1400 }), { timeout: 5000 });
  });

  it('leads to the whole list from a product not opened from the list', async () => {
    renderCatalogue('/product/5');
    const back = await screen.findByRole('link', { name: /Назад кон производите/ });
    expect(back.getAttribute('href')).toBe('/products');
  });

  it('leads to the whole list from a product opened elsewhere (the home page)', async () => {
    renderCatalogue('/');
    fireEvent.click(await screen.findByRole('link', { name: 'Печка Верона' }));
    const back = await screen.findByRole('link', { name: /Назад кон производите/ });
    expect(back.getAttribute('href')).toBe('/products');
  });
});
