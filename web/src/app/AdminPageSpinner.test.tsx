import { render, screen } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_LANGUAGE_KEY } from '../admin/i18n/admin-language-atom';
import { AdminPageSpinner } from './AdminPageSpinner';

afterEach(() => window.localStorage.clear());

/** On an admin page, whose path says nothing of the admin's language. */
const renderOnAdminPage = () =>
  render(
    <Provider store={createStore()}>
      <MemoryRouter initialEntries={['/admin/dashboard']}>
        <AdminPageSpinner />
      </MemoryRouter>
    </Provider>,
  );

describe('AdminPageSpinner', () => {
  it.each([
    ['en', 'Loading...'],
    ['mk', 'Се вчитува...'],
    ['al', 'Duke u ngarkuar...'],
  ])('says it is loading in the admin language %s', (language, text) => {
    window.localStorage.setItem(ADMIN_LANGUAGE_KEY, language);
    renderOnAdminPage();
    expect(screen.getByRole('status').textContent).toBe(text);
  });

  it('says it in English when the admin has not chosen a language (the admin default)', () => {
    renderOnAdminPage();
    expect(screen.getByRole('status').textContent).toBe('Loading...');
  });
});
