import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ErrorCode } from '@hiti/contracts';
import { authCheckQuery } from '../../api/auth';
import { createQueryClient } from '../../api/query-client';
import { answerRoute, recordRequests, refuseRoute } from '../../test/http-mock';
import { renderApp } from '../../test/render';
import { ADMIN_LANGUAGE_KEY } from '../i18n/admin-language';
import { LoginPage } from './LoginPage';

function renderLogin() {
  // the page's logo: none stored, the bundled one shows
  answerRoute('listSiteContent', []);
  const queryClient = createQueryClient();
  queryClient.setQueryData(authCheckQuery.queryKey, { authenticated: false, role: null });
  return renderApp(<LoginPage />, { queryClient, path: '/admin/login' });
}

/** The login call answers with this error, as the gateway does. */
function refuseLogin(code: ErrorCode = 'INVALID_CREDENTIALS') {
  refuseRoute('login', code, { message: 'Refused.' });
}

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
    expect(window.localStorage.getItem(ADMIN_LANGUAGE_KEY)).toBe('al');
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

  it('tells an Albanian admin (a choice stored as sq by older pages) who tried too often to wait, in Albanian', async () => {
    window.localStorage.setItem(ADMIN_LANGUAGE_KEY, 'sq');
    renderLogin();
    refuseLogin('RATE_LIMITED');
    fireEvent.change(await screen.findByLabelText('Emri i përdoruesit'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('Fjalëkalimi'), { target: { value: 'wrong-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hyni' }));
    expect(await screen.findByText('Shumë përpjekje. Prisni pak dhe provoni përsëri.')).toBeTruthy();
  });
});

describe('LoginPage two-step sign-in', () => {
  const admin = { id: 2, username: 'ana', role: 'product_manager' } as const;

  it('asks for the code after a right password, and says a wrong code in the admin language', async () => {
    window.localStorage.setItem(ADMIN_LANGUAGE_KEY, 'mk');
    renderLogin();
    answerRoute('login', { admin, next: 'code' }, { once: true });
    refuseRoute('signInWithCode', 'SECOND_FACTOR_INVALID', { message: 'Invalid.', once: true });
    const codes = recordRequests('signInWithCode');
    fireEvent.change(await screen.findByLabelText('Корисничко име'), { target: { value: 'ana' } });
    fireEvent.change(screen.getByLabelText('Лозинка'), { target: { value: 'right password here' } });
    fireEvent.click(screen.getByRole('button', { name: 'Најава' }));
    expect(await screen.findByText('Најава во два чекора')).toBeTruthy();
    expect(screen.getByLabelText('Запомни го овој прелистувач (најмногу 12 часа)')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Потврди' }));
    expect(
      await screen.findByText('Внесете го 6-цифрениот код од апликацијата или код за враќање'),
    ).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Код'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Потврди' }));
    expect(
      await screen.findByText(
        'Кодот не е валиден. Внесете го тековниот код од апликацијата или неискористен код за враќање.',
      ),
    ).toBeTruthy();
    expect(codes).toHaveLength(1);
  });

  it('sends a super admin who must enrol to the QR code, with the key as text', async () => {
    renderLogin();
    answerRoute('login', { admin: { ...admin, role: 'super_admin' }, next: 'enrol' }, { once: true });
    answerRoute(
      'startSecondFactor',
      {
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
        uri: 'otpauth://totp/Hiti%20Kamina:ana?secret=JBSWY3DPEHPK3PXPJBSWY3DP',
      },
      { once: true },
    );
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'ana' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'right password here' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Set up two-step sign-in')).toBeTruthy();
    expect(
      await screen.findByRole('img', { name: 'QR code to scan with the authenticator app' }),
    ).toBeTruthy();
    expect(screen.getByText('JBSWY3DPEHPK3PXPJBSWY3DP')).toBeTruthy();
    expect(
      screen.getByText('Super administrators must use two-step sign-in. Set it up to go on.'),
    ).toBeTruthy();
  });
});
