import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@hiti/contracts';
import { createQueryClient } from '../../api/query-client';
import { productKeys } from '../../api/query-keys';
import { CHEAPEST_QUERY, DEAREST_QUERY, DEFAULT_FILTERS } from '../../lib/product-filters';
import { renderApp } from '../../test/render';
import { FilterPanel } from './FilterPanel';
import { aProduct } from '@hiti/contracts/testing';

function product(id: number, fullPrice: number): Product {
  return aProduct({
    id,
    name: `Печка ${id}`,
    description: 'Печка на пелети',
    category: 'Печки',
    imageUrl: '/images/categories/stoves.jpg',
    fullPrice,
    unitType: 'kg',
  });
}

/** The panel over a catalogue priced 100 € to 1000 € (6,150 to 61,500 denars). */
function renderPanel() {
  const queryClient = createQueryClient();
  const page = (item: Product) => ({ items: [item], total: 2, page: 1, pageSize: 1 });
  queryClient.setQueryData(productKeys.list({ ...CHEAPEST_QUERY, lang: 'mk' }), page(product(1, 100)));
  queryClient.setQueryData(productKeys.list({ ...DEAREST_QUERY, lang: 'mk' }), page(product(2, 1000)));
  const onChange = vi.fn();
  renderApp(<FilterPanel filters={DEFAULT_FILTERS} onChange={onChange} />, { queryClient });
  return onChange;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('FilterPanel', () => {
  it('spans the catalogue in denars and names both handles', () => {
    renderPanel();
    const lowest = screen.getByRole('slider', { name: 'Најниска цена' });
    const highest = screen.getByRole('slider', { name: 'Највисока цена' });
    expect(lowest.getAttribute('aria-valuetext')).toBe('6.000 ден');
    expect(highest.getAttribute('aria-valuetext')).toBe('61.500 ден');
    expect(screen.getByLabelText('Од (ден)')).toHaveProperty('value', '6000');
    expect(screen.getByLabelText('До (ден)')).toHaveProperty('value', '61500');
  });

  it('takes a price typed into the number fields, within the catalogue and the other end', () => {
    const onChange = renderPanel();
    const to = screen.getByLabelText('До (ден)');
    fireEvent.change(to, { target: { value: '30000' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyDown(to, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith({ minPrice: null, maxPrice: 30_000 });
    const from = screen.getByLabelText('Од (ден)');
    fireEvent.change(from, { target: { value: '900000' } });
    fireEvent.blur(from);
    // past the upper end: the range closes on it instead of turning round
    expect(onChange).toHaveBeenLastCalledWith({ minPrice: 61_500, maxPrice: null });
  });

  it('applies a price range in denars once the handle rests', () => {
    vi.useFakeTimers();
    const onChange = renderPanel();
    const highest = screen.getByRole('slider', { name: 'Највисока цена' });
    fireEvent.change(highest, { target: { value: '150' } });
    // the middle of the track: a quarter of the way up the prices, rounded
    fireEvent.change(highest, { target: { value: '100' } });
    expect(highest.getAttribute('aria-valuetext')).toBe('19.900 ден');
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(300));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ minPrice: null, maxPrice: 19_900 });
  });

  it('sets the stock and promotion filters', () => {
    const onChange = renderPanel();
    fireEvent.click(screen.getByLabelText('Само на залиха'));
    expect(onChange).toHaveBeenCalledWith({ inStock: true });
  });
});
