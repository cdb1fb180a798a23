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

/** The gateway's answers by path, in order of the calls made to each. */
function answerByPath(answers: Record<string, [status: number, body: object][]>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input instanceof Request ? input.url : input), 'http://localhost').pathname;
    const [status, body] = answers[path]?.shift() ?? [
      404,
      { error: { code: 'ROUTE_NOT_FOUND', message: '' } },
    ];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('LoginPage two-step sign-in', () => {
  const admin = { id: 2, username: 'ana', role: 'product_manager' };

  it('asks for the code after a right password, and says a wrong code in the admin language', async () => {
    window.localStorage.setItem(ADMIN_LANGUAGE_KEY, 'mk');
    renderLogin();
    const fetchMock = answerByPath({
      '/api/auth/login': [[200, { admin, next: 'code' }]],
      '/api/auth/second-factor': [[401, { error: { code: 'SECOND_FACTOR_INVALID', message: 'Invalid.' } }]],
    });
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
    const sent = fetchMock.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input));
    expect(sent.some((url) => url.endsWith('/api/auth/second-factor'))).toBe(true);
  });

  it('sends a super admin who must enrol to the QR code, with the key as text', async () => {
    renderLogin();
    answerByPath({
      '/api/auth/login': [[200, { admin: { ...admin, role: 'super_admin' }, next: 'enrol' }]],
      '/api/auth/second-factor/enrolment': [
        [
          200,
          {
            secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
            uri: 'otpauth://totp/Hiti%20Kamina:ana?secret=JBSWY3DPEHPK3PXPJBSWY3DP',
          },
        ],
      ],
    });
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
