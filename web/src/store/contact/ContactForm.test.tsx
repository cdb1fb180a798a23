import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { languageAtom } from '../../state/atoms';
import { renderApp } from '../../test/render';
import { mk } from '../../i18n/mk';
import { ContactForm } from './ContactForm';

const texts = {
  labels: mk.contact.labels,
  placeholders: mk.contact.placeholders,
  submit: 'Испрати',
  sending: 'Се испраќа...',
};

describe('ContactForm', () => {
  it('shows the validation messages in the visitor language and sends nothing', async () => {
    renderApp(<ContactForm texts={texts} />);
    fireEvent.click(screen.getByRole('button', { name: /Испрати/ }));
    expect(await screen.findByText('Името е задолжително')).toBeTruthy();
    expect(screen.getByText('Невалидна адреса на е-пошта')).toBeTruthy();
    expect(screen.getByText('Телефонскиот број е задолжителен')).toBeTruthy();
    expect(screen.getByText('Темата е задолжителна')).toBeTruthy();
    expect(screen.getByText('Пораката е прекратка (најмалку 10 знаци)')).toBeTruthy();
  });

  it('clears a message once its field becomes valid, in Albanian', async () => {
    const store = createStore();
    store.set(languageAtom, 'al');
    renderApp(<ContactForm texts={texts} />, { store });
    fireEvent.click(screen.getByRole('button', { name: /Испрати/ }));
    expect(await screen.findByText('Emri është i detyrueshëm')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Име'), { target: { value: 'Arben' } });
    await waitFor(() => expect(screen.queryByText('Emri është i detyrueshëm')).toBeNull());
    expect(screen.getByText('Mesazhi është shumë i shkurtër (minimumi 10 karaktere)')).toBeTruthy();
  });
});
