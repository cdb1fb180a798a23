import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  fillRequiredFields,
  leave,
  pickDay,
  renderProductForm,
  save,
  storedProduct,
  stubApi,
  switchPromotionOn,
  type,
  typeKeys,
  typeImageUrl,
} from './product-form-test-support';

// Each test drives the whole antd form; on a busy machine that takes longer than the defaults.
configure({ asyncUtilTimeout: 15_000 });

const FULL_PRICE = 'Full Price (€, incl. VAT)';
const UNIT_PRICE = 'Unit Price (€)';
const PROMO_PRICE = 'Promotional Price (€)';
const UNCLEAR = 'Enter the price as 1299,99 (a comma before the cents, no thousands separator)';

const shown = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('prices typed with a decimal comma', { timeout: 120_000 }, () => {
  it('saves a full and a unit price written with a decimal comma as they read', async () => {
    const { writes } = stubApi();
    renderProductForm();
    fillRequiredFields();
    type(FULL_PRICE, '1299,99');
    type(UNIT_PRICE, '12,5');
    save();
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]?.body).toMatchObject({ fullPrice: 1299.99, unitPrice: 12.5 });
  });

  it('reads a decimal point the same way, and a thousands point before a decimal comma', async () => {
    const { writes } = stubApi();
    renderProductForm();
    fillRequiredFields();
    type(FULL_PRICE, '1.299,99');
    type(UNIT_PRICE, '1299.99');
    leave(FULL_PRICE);
    expect(shown(FULL_PRICE)).toBe('1299,99');
    save();
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]?.body).toMatchObject({ fullPrice: 1299.99, unitPrice: 1299.99 });
  });

  it('keeps the text as typed key by key, and reads it once it is a price again', async () => {
    const { writes } = stubApi();
    renderProductForm();
    fillRequiredFields();
    typeKeys(FULL_PRICE, '1.299');
    expect(await screen.findByText(UNCLEAR)).toBeTruthy();
    typeKeys(FULL_PRICE, '1.299,9');
    await waitFor(() => expect(screen.queryByText(UNCLEAR)).toBeNull());
    typeKeys(FULL_PRICE, '1.299,99');
    expect(shown(FULL_PRICE)).toBe('1.299,99');
    leave(FULL_PRICE);
    expect(shown(FULL_PRICE)).toBe('1299,99');
    save();
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]?.body).toMatchObject({ fullPrice: 1299.99 });
  });

  it('saves a promotional price written with a decimal comma', async () => {
    const { writes } = stubApi();
    renderProductForm();
    fillRequiredFields();
    type(FULL_PRICE, '1299,99');
    await switchPromotionOn();
    type(PROMO_PRICE, '999,5');
    pickDay('Start Date', '01.03.2026');
    pickDay('End Date', '31.03.2026');
    save();
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]?.body).toMatchObject({ fullPrice: 1299.99, promoPrice: 999.5, onPromo: true });
  });

  it('refuses a price that could be a thousand or a small price, and keeps the text to correct', async () => {
    const { writes } = stubApi();
    renderProductForm();
    fillRequiredFields();
    type(FULL_PRICE, '1.299');
    expect(await screen.findByText(UNCLEAR)).toBeTruthy();
    leave(FULL_PRICE);
    expect(shown(FULL_PRICE)).toBe('1.299');
    save();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(writes).toEqual([]);

    type(FULL_PRICE, '1299');
    await waitFor(() => expect(screen.queryByText(UNCLEAR)).toBeNull());
    save();
    await waitFor(() =>
      expect(writes.map(({ body }) => body)).toEqual([expect.objectContaining({ fullPrice: 1299 })]),
    );
  });

  it('refuses an unclear promotional price in the admin’s language instead of keeping the last price read', async () => {
    const { writes } = stubApi();
    renderProductForm({ language: 'mk' });
    type('Име на производот (македонски)', 'Печка Корab');
    type('Опис (македонски)', 'Челична печка');
    typeImageUrl('https://example.com/soba.jpg', 'mk');
    type('Полна цена (€, со ДДВ)', '2.500,00');
    fireEvent.click(screen.getByRole('switch', { name: 'Промоција' }));
    await screen.findByLabelText('Промотивна цена (€)');
    pickDay('Почетен датум', '01.03.2026');
    pickDay('Краен датум', '31.03.2026');
    // typed a key at a time: "1,99" is a price, one more 9 makes it one that could be 1999
    type('Промотивна цена (€)', '1,99');
    type('Промотивна цена (€)', '1,999');
    expect(
      await screen.findByText(
        'Внесете ја цената како 1299,99 (запирка пред центите, без одделувач за илјадите)',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Зачувај производ' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(writes).toEqual([]);
  });

  it('shows a stored price with a decimal comma and saves it unchanged', async () => {
    const { writes } = stubApi({
      productReads: [storedProduct({ fullPrice: 1299.99, unitPrice: 12.5 })],
    });
    renderProductForm({ path: '/admin/product/7' });
    await screen.findByLabelText(FULL_PRICE);
    expect(shown(FULL_PRICE)).toBe('1299,99');
    expect(shown(UNIT_PRICE)).toBe('12,50');
    save();
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]?.body).toMatchObject({ fullPrice: 1299.99, unitPrice: 12.5 });
  });
});
