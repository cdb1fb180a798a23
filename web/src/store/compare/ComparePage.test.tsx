import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Product } from '@hiti/contracts';
import { aProduct } from '@hiti/contracts/testing';
import { apiError, onRoute } from '../../test/http-mock';
import { renderApp } from '../../test/render';
import { ComparePage } from './ComparePage';

const stoves: Product[] = [
  aProduct({
    id: 4,
    name: 'Печка Дрина',
    code: 'HK-0004',
    specifications: { heatOutput: 8.5, fuel: 'wood', energyClass: 'A+' },
  }),
  aProduct({
    id: 5,
    name: 'Печка Вардар',
    code: 'HK-0005',
    specifications: { heatOutput: 11, fuel: 'wood', oven: true },
  }),
];

function renderCompare(path: string, products: readonly Product[]) {
  onRoute(
    'getProduct',
    ({ params }) =>
      products.find((product) => String(product.id) === params.id) ?? apiError('PRODUCT_NOT_FOUND'),
  );
  return renderApp(
    <Routes>
      <Route path="compare" element={<ComparePage />} />
      <Route path="al/compare" element={<ComparePage />} />
    </Routes>,
    { path },
  );
}

function rowOf(label: string): HTMLElement {
  const row = screen.getByRole('rowheader', { name: new RegExp(`^${label}`, 'u') }).closest('tr');
  if (!row) throw new Error(`no row ${label}`);
  return row;
}

describe('the comparison page', () => {
  it('shows the products side by side with their specifications, differing rows marked', async () => {
    renderCompare('/compare?ids=4,5', stoves);
    expect(await screen.findByRole('link', { name: 'Печка Дрина' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Печка Вардар/u })).toBeTruthy();
    expect(
      within(rowOf('Шифра'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['HK-0004', 'HK-0005']);
    const output = rowOf('Номинална топлинска моќност');
    expect(
      within(output)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['8,5 kW', '11 kW']);
    expect(output.className).toContain('compare-table__differs');
    const fuel = rowOf('Гориво');
    expect(
      within(fuel)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Дрва', 'Дрва']);
    expect(fuel.className).not.toContain('compare-table__differs');
    // an attribute only one product has is a row of the union, a dash where the other has none
    expect(
      within(rowOf('Рерна за печење'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['—', 'Да']);
  });

  it('shows only the rows that differ when asked, in Albanian', async () => {
    renderCompare('/al/compare?ids=4,5&only=differences', stoves);
    expect(await screen.findByRole('link', { name: 'Të gjitha specifikimet' })).toBeTruthy();
    expect(rowOf('Fuqia nominale termike')).toBeTruthy();
    expect(screen.queryByRole('rowheader', { name: /^Lënda djegëse/u })).toBeNull();
    expect(screen.getByRole('link', { name: 'Të gjitha specifikimet' }).getAttribute('href')).toBe(
      '/al/compare?ids=4,5',
    );
  });

  it('links each product away from the comparison to the address without it', async () => {
    renderCompare('/compare?ids=4,5', stoves);
    const remove = await screen.findByRole('link', { name: /Отстрани/u, description: /Печка Дрина/u });
    expect(remove.getAttribute('href')).toBe('/compare?ids=5');
  });

  it('says what it left out: a fourth id, an unknown product and garbage', async () => {
    renderCompare('/compare?ids=4,99,xyz,5,6', stoves);
    expect(await screen.findByRole('link', { name: 'Печка Дрина' })).toBeTruthy();
    expect(screen.getByText(/најмногу 3 производи; останатите \(1\)/u)).toBeTruthy();
    expect(await screen.findByText('Не се пронајдени производи од адресата: 2.')).toBeTruthy();
    expect(screen.getAllByRole('columnheader')).toHaveLength(2);
  });

  it('shows a way to the products when nothing can be compared', async () => {
    renderCompare('/compare?ids=<script>', stoves);
    expect(await screen.findByText('Нема избрани производи за споредба.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Додај производи' }).getAttribute('href')).toBe('/products');
  });
});
