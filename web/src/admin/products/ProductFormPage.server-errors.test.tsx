import { configure, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { validationMessages, type FieldIssue } from '@hiti/contracts';
import { apiError } from '../../test/http-mock';
import {
  fillRequiredFields,
  renderProductForm,
  stubApi,
  type,
  typeImageUrl,
} from './product-form-test-support';

// Each test drives the whole antd form; on a busy machine that takes longer than the defaults.
configure({ asyncUtilTimeout: 15_000 });

/** A refusal as the API sends it: the contracts' English messages, each at its field. */
const refused = (details: FieldIssue[]) => () =>
  apiError('VALIDATION_FAILED', { message: 'Validation failed', details });

describe('field messages of a refused save', { timeout: 120_000 }, () => {
  it('are shown in Albanian under their fields', async () => {
    stubApi({
      write: refused([
        { path: 'category', key: 'categoryUnknown', message: validationMessages.categoryUnknown },
        { path: 'name.mk', key: 'tooLong', message: validationMessages.tooLong },
      ]),
    });
    renderProductForm({ language: 'al' });
    type('Emri i produktit (maqedonisht)', 'Печка Корab');
    type('Përshkrimi (maqedonisht)', 'Челична печка');
    typeImageUrl('https://example.com/soba.jpg', 'al');
    fireEvent.click(screen.getByRole('button', { name: 'Ruaj produktin' }));
    expect(await screen.findByText('Ruajtja dështoi')).toBeTruthy();
    expect(await screen.findByText('Zgjidhni një kategori ekzistuese')).toBeTruthy();
    expect(screen.getByText('Vlera është shumë e gjatë')).toBeTruthy();
    expect(screen.queryByText(validationMessages.categoryUnknown)).toBeNull();
    expect(screen.queryByText(validationMessages.tooLong)).toBeNull();
  });

  it('are shown in Macedonian under their fields, found by their key whatever the English says', async () => {
    const reworded = 'A price cannot be negative';
    stubApi({ write: refused([{ path: 'fullPrice', key: 'priceMin', message: reworded }]) });
    renderProductForm({ language: 'mk' });
    type('Име на производот (македонски)', 'Печка Корab');
    type('Опис (македонски)', 'Челична печка');
    typeImageUrl('https://example.com/soba.jpg', 'mk');
    type('Полна цена (€, со ДДВ)', '900');
    fireEvent.click(screen.getByRole('button', { name: 'Зачувај производ' }));
    expect(await screen.findByText('Цената мора да биде 0 или повеќе')).toBeTruthy();
    expect(screen.queryByText(reworded)).toBeNull();
  });

  it('keep the server’s text where there is no translation of it', async () => {
    stubApi({ write: refused([{ path: 'unitType', message: 'must be shorter than 40 characters' }]) });
    renderProductForm({ language: 'mk' });
    type('Име на производот (македонски)', 'Печка Корab');
    type('Опис (македонски)', 'Челична печка');
    typeImageUrl('https://example.com/soba.jpg', 'mk');
    fireEvent.click(screen.getByRole('button', { name: 'Зачувај производ' }));
    expect(await screen.findByText('must be shorter than 40 characters')).toBeTruthy();
  });

  it('stay in English for an English admin', async () => {
    stubApi({
      write: refused([
        { path: 'category', key: 'categoryUnknown', message: validationMessages.categoryUnknown },
      ]),
    });
    renderProductForm();
    fillRequiredFields();
    fireEvent.click(screen.getByRole('button', { name: 'Save Product' }));
    expect(await screen.findByText(validationMessages.categoryUnknown)).toBeTruthy();
  });
});
