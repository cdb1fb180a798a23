import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@hiti/contracts';
import { aProduct } from '../../test/product-fixture';
import { renderApp } from '../../test/render';
import { ProductDetailPage } from './ProductDetailPage';

function renderProductPage(path: string, product: Product) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).includes(`/api/products/${product.id}`)
        ? new Response(JSON.stringify(product), { headers: { 'content-type': 'application/json' } })
        : new Response('[]', { headers: { 'content-type': 'application/json' } }),
    ),
  );
  return renderApp(
    <Routes>
      <Route path="product/:id" element={<ProductDetailPage />} />
      <Route path="al/product/:id" element={<ProductDetailPage />} />
    </Routes>,
    { path },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a product page', () => {
  it("shows the product's code in the page's language", async () => {
    renderProductPage('/al/product/8', aProduct({ id: 8, name: 'Sobë me pelet Drin', code: 'HK-0008' }));
    expect(await screen.findByText('Kodi: HK-0008')).toBeTruthy();
  });

  it('shows no code line for a product without one', async () => {
    renderProductPage('/product/9', aProduct({ id: 9, name: 'Печка Верона', code: null }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Печка Верона' })).toBeTruthy();
    expect(screen.queryByText(/Шифра/u)).toBeNull();
  });
});
