import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { CONTACT_MAXIMUMS, type ContactAccepted, type Store } from '@hiti/contracts';
import { createQueryClient } from '../../api/query-client';
import { storeKeys } from '../../api/query-keys';
import { languageAtom } from '../../state/atoms';
import { answerRoute, apiError, onRoute, recordRequests, type RouteResolver } from '../../test/http-mock';
import { renderApp } from '../../test/render';
import { storeFixture } from '../../test/store-fixture';
import { ContactForm } from './ContactForm';
import { contactFormTexts } from './contact-texts';

const texts = contactFormTexts(new Map(), 'mk');

/**
 * The contact API as the form sees it: the stores to choose from, and each message answered with `answer`
 * (accepted unless told). Records the messages sent.
 */
function stubContactApi(answer: RouteResolver<'sendContact'> = accepted, stores: Store[] = []) {
  // the form's choice of showroom reads the stores
  answerRoute('listStores', stores);
  onRoute('sendContact', answer, { status: 202 });
  return recordRequests('sendContact');
}

function accepted(): ContactAccepted {
  return { status: 'queued', id: 'm1' };
}

/** The gateway's answer to a sixth message within its minute. */
function rateLimited(retryAfter: string) {
  return () =>
    apiError('RATE_LIMITED', { message: 'Too many requests', headers: { 'retry-after': retryAfter } });
}

function fillValidMessage() {
  fill({
    'Име и презиме': 'Петар Петров',
    'Е-пошта': 'petar@example.mk',
    Телефон: '070123456',
    Тема: 'Понуда',
    Порака: 'Ве молам понуда за печка.',
  });
}

const storeOf = (id: number, mk: string, al: string) => storeFixture(id, { mk, al });

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}

describe('ContactForm', () => {
  it('shows the validation messages in the visitor language and sends nothing', async () => {
    const messages = stubContactApi();
    renderApp(<ContactForm texts={texts} />);
    fireEvent.click(screen.getByRole('button', { name: /Испрати/ }));
    expect(await screen.findByText('Името е задолжително')).toBeTruthy();
    expect(screen.getByText('Невалидна адреса на е-пошта')).toBeTruthy();
    expect(screen.getByText('Телефонскиот број е задолжителен')).toBeTruthy();
    expect(screen.getByText('Темата е задолжителна')).toBeTruthy();
    expect(screen.getByText('Пораката е прекратка (најмалку 10 знаци)')).toBeTruthy();
    expect(messages).toEqual([]);
  });

  it('clears a message once its field becomes valid, in Albanian', async () => {
    stubContactApi();
    const store = createStore();
    store.set(languageAtom, 'al');
    renderApp(<ContactForm texts={texts} />, { store });
    fireEvent.click(screen.getByRole('button', { name: /Испрати/ }));
    expect(await screen.findByText('Emri është i detyrueshëm')).toBeTruthy();
    fill({ 'Име и презиме': 'Arben' });
    await waitFor(() => expect(screen.queryByText('Emri është i detyrueshëm')).toBeNull());
    expect(screen.getByText('Mesazhi është shumë i shkurtër (minimumi 10 karaktere)')).toBeTruthy();
  });

  it('renders the honeypot out of reach and sends it with the message', async () => {
    const messages = stubContactApi();
    const { container } = renderApp(<ContactForm texts={texts} />);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]');
    if (!honeypot) throw new Error('the form renders the honeypot');
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.autocomplete).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    fillValidMessage();
    fireEvent.change(honeypot, { target: { value: 'http://spam.example' } });
    fireEvent.click(screen.getByRole('button', { name: /Испрати/ }));
    await waitFor(() => expect(messages).toHaveLength(1));
    expect(messages[0]?.body).toMatchObject({
      name: 'Петар Петров',
      website: 'http://spam.example',
      language: 'mk',
    });
  });

  it.each([
    ['/', 'Името може да има најмногу 100 знаци', 'Пораката може да има најмногу 5000 знаци'],
    [
      '/al/contact',
      'Emri mund të ketë të shumtën 100 karaktere',
      'Mesazhi mund të ketë të shumtën 5000 karaktere',
    ],
  ])('at %s, names the limit of a field that is too long, and sends nothing', async (path, name, message) => {
    const messages = stubContactApi();
    renderApp(<ContactForm texts={texts} />, { path });
    fill({
      'Име и презиме': 'П'.repeat(101),
      'Е-пошта': 'petar@example.mk',
      Телефон: '070123456',
      Тема: 'Понуда',
      Порака: 'x'.repeat(5001),
    });
    fireEvent.click(screen.getByRole('button', { name: /Испрати/ }));
    expect(await screen.findByText(name)).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.queryByText(/too long/)).toBeNull();
    expect(messages).toEqual([]);
  });

  it('moves the focus to the answer once the message is sent', async () => {
    stubContactApi();
    renderApp(<ContactForm texts={texts} />);
    fillValidMessage();
    fireEvent.click(screen.getByRole('button', { name: /Испрати/ }));
    const answer = await screen.findByText('Пораката е испратена');
    await waitFor(() => expect(answer.closest('.ui-toast')).toBe(document.activeElement));
  });

  it.each([
    ['/', '53', 'Премногу обиди од вашата адреса. Обидете се повторно за 53 секунди.'],
    ['/al/contact', '120', 'Shumë përpjekje nga adresa juaj. Provoni përsëri pas 2 minutash.'],
  ])('at %s, says when to try again after too many messages (Retry-After %s)', async (path, after, text) => {
    stubContactApi(rateLimited(after));
    renderApp(<ContactForm texts={texts} />, { path });
    fillValidMessage();
    fireEvent.click(screen.getByRole('button', { name: /Испрати/ }));
    const answer = await screen.findByText(text);
    await waitFor(() => expect(answer.closest('.ui-toast')).toBe(document.activeElement));
  });

  it('lets the visitor choose a showroom in the page language and sends its id as storeId', async () => {
    const stores = [storeOf(3, 'Центар', 'Qendra'), storeOf(5, 'Тетово', 'Tetova')];
    const messages = stubContactApi(accepted, stores);
    const queryClient = createQueryClient();
    queryClient.setQueryData(storeKeys.lists(), stores);
    renderApp(<ContactForm texts={texts} />, { path: '/al/contact', queryClient });
    const choice = screen.getByLabelText<HTMLSelectElement>('Dyqani (sipas dëshirës)');
    expect(choice.name).toBe('storeId');
    expect([...choice.options].map((option) => option.text)).toEqual([
      'Cilido dyqan',
      'Qendra — Shkup',
      'Tetova — Shkup',
    ]);
    fill({
      'Име и презиме': 'Arben Krasniqi',
      'Е-пошта': 'arben@example.com',
      Телефон: '070123456',
      Тема: 'Oferta',
      Порака: 'Ju lutem një ofertë për sobën.',
    });
    fireEvent.change(choice, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: /Испрати/ }));
    await waitFor(() => expect(messages).toHaveLength(1));
    expect(messages[0]?.body).toMatchObject({ storeId: 5, language: 'al' });
  });

  it('sends no storeId when no showroom is chosen', async () => {
    const messages = stubContactApi();
    renderApp(<ContactForm texts={texts} />);
    fillValidMessage();
    fireEvent.click(screen.getByRole('button', { name: /Испрати/ }));
    await waitFor(() => expect(messages).toHaveLength(1));
    expect(messages[0]?.body).not.toHaveProperty('storeId');
  });

  it('lets no field take more characters than the server accepts', () => {
    stubContactApi();
    renderApp(<ContactForm texts={texts} />);
    const limits = {
      'Име и презиме': CONTACT_MAXIMUMS.name,
      'Е-пошта': CONTACT_MAXIMUMS.email,
      Телефон: CONTACT_MAXIMUMS.phone,
      Тема: CONTACT_MAXIMUMS.subject,
      Порака: CONTACT_MAXIMUMS.message,
    };
    for (const [label, max] of Object.entries(limits)) {
      expect(screen.getByLabelText<HTMLInputElement>(label).maxLength, label).toBe(max);
    }
  });
});
