import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Product } from '@hiti/contracts';
import { aProduct } from '@hiti/contracts/testing';
import { answerRoute } from '../../test/http-mock';
import { renderApp } from '../../test/render';
import { ProductDetailPage } from './ProductDetailPage';

function renderProductPage(path: string, product: Product) {
  answerRoute('getProduct', product);
  answerRoute('listSiteContent', []);
  answerRoute('listStores', []);
  return renderApp(
    <Routes>
      <Route path="product/:id" element={<ProductDetailPage />} />
      <Route path="al/product/:id" element={<ProductDetailPage />} />
    </Routes>,
    { path },
  );
}

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
