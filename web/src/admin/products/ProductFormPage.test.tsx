import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { validationMessages } from '@hiti/contracts';
import { apiError } from '../../test/http-mock';
import {
  fillRequiredFields,
  renderProductForm,
  save,
  stubApi,
  switchPromotionOn,
  type,
  typeImageUrl,
} from './product-form-test-support';

// Each test drives the whole antd form; on a busy machine that takes longer than the defaults.
configure({ asyncUtilTimeout: 15_000 });

describe('product form rules', { timeout: 120_000 }, () => {
  it('refuses a promotion without dates and a promotional price above the full price, each with its message', async () => {
    const { writes } = stubApi();
    renderProductForm();
    fillRequiredFields();
    type('Full Price (€, incl. VAT)', '900');
    await switchPromotionOn();
    type('Promotional Price (€)', '950');
    save();
    expect(await screen.findByText(validationMessages.promoPriceBelowFull)).toBeTruthy();
    expect(screen.getByText(validationMessages.promoStartRequired)).toBeTruthy();
    expect(screen.getByText(validationMessages.promoEndRequired)).toBeTruthy();
    expect(writes).toEqual([]);
  });

  it('clears a field message as soon as the field is fixed', async () => {
    stubApi();
    renderProductForm();
    fillRequiredFields();
    type('Full Price (€, incl. VAT)', '900');
    await switchPromotionOn();
    type('Promotional Price (€)', '950');
    expect(await screen.findByText(validationMessages.promoPriceBelowFull)).toBeTruthy();
    type('Promotional Price (€)', '700');
    await waitFor(() => expect(screen.queryByText(validationMessages.promoPriceBelowFull)).toBeNull());

    type('Product Name (MK)', '');
    expect(await screen.findByText(validationMessages.productNameRequired)).toBeTruthy();
    type('Product Name (MK)', 'Печка');
    await waitFor(() => expect(screen.queryByText(validationMessages.productNameRequired)).toBeNull());
  });

  it('refuses a negative price instead of saving it as 0', async () => {
    const { writes } = stubApi();
    renderProductForm();
    fillRequiredFields();
    type('Full Price (€, incl. VAT)', '-5');
    save();
    expect(await screen.findByText(validationMessages.priceMin)).toBeTruthy();
    expect(writes).toEqual([]);
  });

  it('does not submit when Enter is pressed in a promotion date field', async () => {
    const { writes } = stubApi();
    renderProductForm();
    fillRequiredFields();
    type('Full Price (€, incl. VAT)', '900');
    await switchPromotionOn();
    type('Promotional Price (€)', '700');
    const start = screen.getByLabelText('Start Date');
    fireEvent.change(start, { target: { value: '01.03.2025' } });
    // the browser submits a form on an Enter whose default is not prevented
    expect(fireEvent.keyDown(start, { key: 'Enter', code: 'Enter' })).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(writes).toEqual([]);
    expect(screen.queryByText('dashboard')).toBeNull();
  });

  it('sends a product with its price when no promotion is switched on', async () => {
    const { writes } = stubApi();
    renderProductForm();
    fillRequiredFields();
    type('Full Price (€, incl. VAT)', '900');
    save();
    await waitFor(() =>
      expect(writes.map(({ body }) => body)).toEqual([
        expect.objectContaining({ fullPrice: 900, onPromo: false, promoPrice: null }),
      ]),
    );
  });
});

describe('product form in the admin language', { timeout: 120_000 }, () => {
  it('speaks Macedonian, validation messages included', async () => {
    const { writes } = stubApi();
    renderProductForm({ language: 'mk' });
    expect(await screen.findByText('Основни информации')).toBeTruthy();
    expect(screen.getByText('Додај нов производ')).toBeTruthy();
    expect(screen.getByText('Цена и достапност')).toBeTruthy();
    type('Име на производот (македонски)', 'Печка Корab');
    type('Опис (македонски)', 'Челична печка');
    typeImageUrl('https://example.com/soba.jpg', 'mk');
    type('Полна цена (€, со ДДВ)', '-5');
    fireEvent.click(screen.getByRole('button', { name: 'Зачувај производ' }));
    expect(await screen.findByText('Цената мора да биде 0 или повеќе')).toBeTruthy();
    expect(writes).toEqual([]);
  });

  it('speaks Albanian: promotion rules and a failed save', async () => {
    const { writes } = stubApi({ write: () => apiError('INTERNAL') });
    renderProductForm({ language: 'al' });
    expect(await screen.findByText('Informacioni bazë')).toBeTruthy();
    type('Emri i produktit (maqedonisht)', 'Печка Корab');
    type('Përshkrimi (maqedonisht)', 'Челична печка');
    typeImageUrl('https://example.com/soba.jpg', 'al');
    type('Çmimi i plotë (€, me TVSH)', '900');
    fireEvent.click(screen.getByRole('switch', { name: 'Promocion' }));
    await screen.findByLabelText('Çmimi promocional (€)');
    type('Çmimi promocional (€)', '950');
    fireEvent.click(screen.getByRole('button', { name: 'Ruaj produktin' }));
    expect(
      await screen.findByText('Çmimi promocional duhet të jetë më i ulët se çmimi i plotë'),
    ).toBeTruthy();
    expect(screen.getByText('Promocioni kërkon një datë fillimi')).toBeTruthy();
    expect(writes).toEqual([]);

    fireEvent.click(screen.getByRole('switch', { name: 'Promocion' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ruaj produktin' }));
    expect(await screen.findByText('Ruajtja dështoi')).toBeTruthy();
    expect(
      screen.getByText('Ndodhi një gabim gjatë ruajtjes së produktit. Ju lutemi provoni përsëri.'),
    ).toBeTruthy();
  });
});
