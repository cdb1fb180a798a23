import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, networkFailure } from '../../test/http-mock';
import { renderProductForm, save, storedProduct, stubApi } from './product-form-test-support';

// Each test drives the whole antd form; on a busy machine that takes longer than the defaults.
configure({ asyncUtilTimeout: 15_000 });

const unavailable = () => apiError('DEPENDENCY_UNAVAILABLE', { message: 'Unavailable' });

describe('a product that could not be loaded', { timeout: 120_000 }, () => {
  it('is not offered as an empty form when the service is unavailable; Try again loads it', async () => {
    const { writes, productReads } = stubApi({
      productReads: [unavailable, storedProduct({ fullPrice: 1299.99 })],
    });
    renderProductForm({ path: '/admin/product/7' });
    expect(await screen.findByText('The product could not be loaded')).toBeTruthy();
    expect(screen.getByText('Nothing has been changed. Check the connection and try again.')).toBeTruthy();
    expect(screen.queryByLabelText('Product Name (MK)')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save Product' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Product Name (MK)') as HTMLInputElement).value).toBe('Печка Корab'),
    );
    expect(productReads).toHaveLength(2);
    save();
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]?.body).toMatchObject({
      name: { mk: 'Печка Корab', al: 'Soba Korab' },
      fullPrice: 1299.99,
    });
  });

  it('says so in Macedonian when the network failed', async () => {
    stubApi({ productReads: [networkFailure] });
    renderProductForm({ path: '/admin/product/7', language: 'mk' });
    expect(await screen.findByText('Производот не можеше да се вчита')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Обиди се повторно' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Зачувај производ' })).toBeNull();
  });

  it('says so in Albanian when the answer was a server error', async () => {
    stubApi({ productReads: [() => apiError('INTERNAL')] });
    renderProductForm({ path: '/admin/product/7', language: 'al' });
    expect(await screen.findByText('Produkti nuk mund të ngarkohej')).toBeTruthy();
    expect(
      screen.getByText('Asgjë nuk është ndryshuar. Kontrolloni lidhjen dhe provoni përsëri.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Provo përsëri' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ruaj produktin' })).toBeNull();
  });

  it('still shows “not found” for a product that does not exist', async () => {
    stubApi({ productReads: [() => apiError('PRODUCT_NOT_FOUND')] });
    renderProductForm({ path: '/admin/product/7' });
    expect(await screen.findByText('Product not found')).toBeTruthy();
    expect(screen.queryByText('Try again')).toBeNull();
  });
});
