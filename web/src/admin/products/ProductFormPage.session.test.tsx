import { configure, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubEndedSession } from '../auth/ended-session-test-support';
import {
  fillRequiredFields,
  renderProductForm,
  save,
  storedProduct,
  type,
  typeImageUrl,
} from './product-form-test-support';

// Each test drives the whole antd form; on a busy machine that takes longer than the defaults.
configure({ asyncUtilTimeout: 15_000 });

/** The product API of an ended session. */
const stubProductApi = () => stubEndedSession('createProduct', () => storedProduct({ id: 9 }));

describe('a save after the session ended', { timeout: 120_000 }, () => {
  it('asks to sign in again over the form, keeps what was typed, and then saves it', async () => {
    const productWrites = stubProductApi();
    renderProductForm();
    fillRequiredFields();
    type('Full Price (€, incl. VAT)', '1299,99');
    save();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Your session has ended')).toBeTruthy();
    expect(screen.queryByText('Save failed')).toBeNull();
    expect((screen.getByLabelText('Product Name (MK)') as HTMLInputElement).value).toBe('Печка Корab');

    fireEvent.change(within(dialog).getByLabelText('Username'), { target: { value: 'menaxher' } });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in and go on' }));
    expect(await within(dialog).findByText('Invalid username or password. Please try again.')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'right' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in and go on' }));
    expect(await screen.findByText('Product created')).toBeTruthy();
    expect(productWrites).toHaveLength(2);
    expect(productWrites[1]?.body).toEqual(productWrites[0]?.body);
    expect(productWrites[1]?.body).toMatchObject({ name: { mk: 'Печка Корab' }, fullPrice: 1299.99 });
  });

  it('speaks Albanian', async () => {
    stubProductApi();
    renderProductForm({ language: 'al' });
    type('Emri i produktit (maqedonisht)', 'Печка Корab');
    type('Përshkrimi (maqedonisht)', 'Челична печка');
    typeImageUrl('https://example.com/soba.jpg', 'al');
    fireEvent.click(screen.getByRole('button', { name: 'Ruaj produktin' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Seanca juaj ka përfunduar')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Hyni dhe vazhdoni' })).toBeTruthy();
  });
});

describe('an upload after the session ended', { timeout: 120_000 }, () => {
  it('asks to sign in again over the form and then uploads the chosen photo', async () => {
    const uploads = stubEndedSession('uploadImage', () => ({ imageUrl: '/attached_assets/soba.webp' }));
    renderProductForm({ language: 'mk' });
    type('Име на производот (македонски)', 'Печка Корab');
    const chooser = document.querySelector('input[type=file][accept^="image/"]') as HTMLInputElement;
    const photo = new File(['jpeg'], 'soba.jpg', { type: 'image/jpeg' });
    fireEvent.change(chooser, { target: { files: [photo] } });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Вашата сесија истече')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Корисничко име'), { target: { value: 'menaxher' } });
    fireEvent.change(within(dialog).getByLabelText('Лозинка'), { target: { value: 'right' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Најави се и продолжи' }));
    expect(await screen.findByDisplayValue('/attached_assets/soba.webp')).toBeTruthy();
    expect(uploads).toHaveLength(2);
    expect((screen.getByLabelText('Име на производот (македонски)') as HTMLInputElement).value).toBe(
      'Печка Корab',
    );
  });
});
