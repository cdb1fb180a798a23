import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authCheckQuery } from '../../api/auth';
import { createQueryClient } from '../../api/query-client';
import { renderApp } from '../../test/render';
import { ADMIN_LANGUAGE_KEY } from '../i18n/admin-language';
import { LoginPage } from './LoginPage';

function renderLogin() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(authCheckQuery.queryKey, { authenticated: false, role: null });
  return renderApp(<LoginPage />, { queryClient, path: '/admin/login' });
}

/** The login call answers with this error, as the gateway does. */
function refuseLogin(code = 'INVALID_CREDENTIALS', status = 401) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ error: { code, message: 'Refused.' } }), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LoginPage languages', () => {
  it('speaks English by default', async () => {
    renderLogin();
    expect(await screen.findByText('Admin Login')).toBeTruthy();
    expect(screen.getByLabelText('Username')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to website' })).toBeTruthy();
  });

  it('switches to Albanian with its own language choice and keeps it in this browser', async () => {
    renderLogin();
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Admin language' }));
    fireEvent.click(await screen.findByTitle('SQ'));
    expect(await screen.findByText('Hyrja e administratorit')).toBeTruthy();
    expect(screen.getByLabelText('Emri i përdoruesit')).toBeTruthy();
    expect(screen.getByLabelText('Fjalëkalimi')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hyni' })).toBeTruthy();
    expect(window.localStorage.getItem(ADMIN_LANGUAGE_KEY)).toContain('sq');
  });

  it('shows its field messages and a refused login in Macedonian', async () => {
    window.localStorage.setItem(ADMIN_LANGUAGE_KEY, 'mk');
    renderLogin();
    fireEvent.click(await screen.findByRole('button', { name: 'Најава' }));
    expect(await screen.findByText('Корисничкото име е задолжително')).toBeTruthy();
    expect(screen.getByText('Лозинката е задолжителна')).toBeTruthy();

    refuseLogin();
    fireEvent.change(screen.getByLabelText('Корисничко име'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('Лозинка'), { target: { value: 'wrong-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Најава' }));
    const toast = await screen.findByText('Најавата не успеа');
    const notice = toast.closest('.ant-notification-notice') as HTMLElement;
    expect(
      within(notice).getByText('Погрешно корисничко име или лозинка. Обидете се повторно.'),
    ).toBeTruthy();
  });

  it('tells an Albanian admin who tried too often to wait, in Albanian', async () => {
    window.localStorage.setItem(ADMIN_LANGUAGE_KEY, 'sq');
    renderLogin();
    refuseLogin('RATE_LIMITED', 429);
    fireEvent.change(await screen.findByLabelText('Emri i përdoruesit'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('Fjalëkalimi'), { target: { value: 'wrong-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hyni' }));
    expect(await screen.findByText('Shumë përpjekje. Prisni pak dhe provoni përsëri.')).toBeTruthy();
  });
});
