import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BilingualCategory } from '@hiti/contracts';
import {
  category,
  fillRequiredFields,
  renderProductForm,
  storedProduct,
  stubApi,
} from './product-form-test-support';

// Each test drives the whole antd form; on a busy machine that takes longer than the defaults.
configure({ asyncUtilTimeout: 15_000 });

const fireplaces: BilingualCategory = {
  id: 4,
  name: { mk: 'Камини', al: 'Oxhaqe' },
  description: { mk: 'Камини', al: 'Oxhaqe' },
  imageUrl: '',
};
const categories = [category, fireplaces];

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

describe('entering many products', { timeout: 120_000 }, () => {
  it('"save and add another" saves, says so and opens an empty form in the same category', async () => {
    const { writes } = stubApi({ write: storedProduct({ id: 8 }) });
    renderProductForm({ path: '/admin/product/new?category=4', categories });
    expect(await screen.findByTitle('Камини / Oxhaqe')).toBeTruthy();
    fillRequiredFields();
    fireEvent.click(screen.getByRole('button', { name: 'Save and add another' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]?.body).toMatchObject({ name: { mk: 'Печка Корab' }, category: 4 });
    expect(await screen.findByText('Product created')).toBeTruthy();
    await waitFor(() => expect(field('Product Name (MK)').value).toBe(''));
    expect(screen.queryByLabelText('Image 1 URL')).toBeNull();
    expect(screen.getByTitle('Камини / Oxhaqe')).toBeTruthy();
    expect(screen.queryByText('dashboard')).toBeNull();
  });

  it('"copy this product" opens a new product prefilled with its fields but no code, saved only on Save', async () => {
    const original = storedProduct({
      categoryId: 4,
      code: 'KR-08',
      fullPrice: 1290,
      specifications: { heatOutput: 8.5 },
    });
    const { writes } = stubApi({
      productReads: [original],
      write: storedProduct({ id: 8 }),
    });
    renderProductForm({ path: '/admin/product/7', categories });
    expect(await screen.findByDisplayValue('KR-08')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Copy this product/ }));
    expect(await screen.findByText('Add New Product')).toBeTruthy();
    await waitFor(() => expect(field('Product Name (AL)').value).toBe('Soba Korab'));
    expect(field('Product Name (MK)').value).toBe('Печка Корab');
    expect(field('Description (AL)').value).toBe('Sobë çeliku');
    expect(field('Product code').value).toBe('');
    expect(screen.getByTitle('Камини / Oxhaqe')).toBeTruthy();
    expect(writes).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Save Product' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]?.body).toMatchObject({
      name: { mk: 'Печка Корab', al: 'Soba Korab' },
      description: { mk: 'Челична печка', al: 'Sobë çeliku' },
      category: 4,
      code: '',
      fullPrice: 1290,
      imageUrl: 'https://example.com/soba.jpg',
    });
    expect(await screen.findByText('dashboard')).toBeTruthy();
  });
});
