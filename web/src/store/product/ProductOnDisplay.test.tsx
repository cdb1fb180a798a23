import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Product, Store } from '@hiti/contracts';
import { aProduct } from '@hiti/contracts/testing';
import { answerRoute } from '../../test/http-mock';
import { renderApp } from '../../test/render';
import { storeFixture } from '../../test/store-fixture';
import { ProductDetailPage } from './ProductDetailPage';

const stores: Store[] = [
  storeFixture(1, { mk: 'Хити Камина Центар', al: 'Hiti Kamina Qendër' }),
  storeFixture(
    2,
    { mk: 'Хити Камина Битола', al: 'Hiti Kamina Manastir' },
    {
      city: { mk: 'Битола', al: 'Manastir' },
    },
  ),
];

function renderProductPage(path: string, product: Product) {
  answerRoute('getProduct', product);
  answerRoute('listStores', stores);
  answerRoute('listSiteContent', []);
  return renderApp(
    <Routes>
      <Route path="product/:id" element={<ProductDetailPage />} />
      <Route path="al/product/:id" element={<ProductDetailPage />} />
    </Routes>,
    { path },
  );
}

describe("a product page's showrooms", () => {
  it('names the stores the product is on display in, linked to their place on the stores page', async () => {
    renderProductPage('/al/product/8', aProduct({ id: 8, name: 'Sobë Pelister', displayStoreIds: [2, 1] }));
    expect(
      await screen.findByRole('heading', { name: 'Mund të shihet në:' }, { timeout: 15_000 }),
    ).toBeTruthy();
    const links = screen.getAllByRole('link', { name: /Hiti Kamina/u });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Hiti Kamina Manastir, Manastir', '/al/stores#store-2'],
      ['Hiti Kamina Qendër, Shkup', '/al/stores#store-1'],
    ]);
  });

  it('leaves out a store deleted since, and says nothing for a product on display nowhere', async () => {
    const { unmount } = renderProductPage(
      '/product/9',
      aProduct({ id: 9, name: 'Печка', displayStoreIds: [7, 1] }),
    );
    expect(
      await screen.findByRole('link', { name: 'Хити Камина Центар, Скопје' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /Хити Камина/u })).toHaveLength(1);
    unmount();

    renderProductPage('/product/10', aProduct({ id: 10, name: 'Печка Без', displayStoreIds: [] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Печка Без' })).toBeTruthy();
    expect(screen.queryByText('Може да се види во:')).toBeNull();
  });
});
