import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { SUPER_ADMIN_ROLES, type AdminUser, type ErrorCode } from '@hiti/contracts';
import { authCheckQuery } from '../../api/auth';
import { createQueryClient } from '../../api/query-client';
import { answerRoute, onRoute, recordRequests, refuseRoute } from '../../test/http-mock';
import { renderApp } from '../../test/render';
import { LoginPage } from '../auth/LoginPage';
import { RequireRole } from '../guards/RequireRole';
import { ADMIN_LANGUAGE_KEY } from '../i18n/admin-language';
import { UserManagement } from './UserManagement';

const manager: AdminUser = {
  id: 2,
  username: 'menaxher',
  role: 'product_manager',
  createdAt: '2026-11-02T08:00:00.000Z',
  secondFactor: true,
};
const users: AdminUser[] = [
  {
    id: 1,
    username: 'admin',
    role: 'super_admin',
    createdAt: '2026-11-01T08:00:00.000Z',
    secondFactor: true,
  },
  manager,
];

/** The screen behind its guard, as routed, with the login page and a dashboard to go to. */
function renderUsers() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(authCheckQuery.queryKey, { authenticated: true, role: 'super_admin' });
  return renderApp(
    <Routes>
      <Route
        path="/admin/user-management"
        element={
          <RequireRole roles={SUPER_ADMIN_ROLES} unauthenticatedTo="/admin/login" forbiddenTo="/admin/login">
            <UserManagement />
          </RequireRole>
        }
      />
      <Route path="/admin/login" element={<LoginPage />} />
      <Route path="/admin/dashboard" element={<p>dashboard page</p>} />
    </Routes>,
    { queryClient, path: '/admin/user-management' },
  );
}

/** The user list is refused with the error `code`. */
function refuseList(code: ErrorCode) {
  refuseRoute('listAdminUsers', code, { message: 'refused' });
}

function openEdit(username: string, edit = 'Ndrysho') {
  const row = screen.getByText(username).closest('tr') as HTMLElement;
  fireEvent.click(within(row).getByText(edit));
  return screen.findByRole('dialog');
}

beforeEach(() => {
  answerRoute('listAdminUsers', users);
  answerRoute('countNewEnquiries', { new: 0 });
});

describe('UserManagement languages', () => {
  it('speaks Albanian while the admin speaks English (SPEC), header and form messages included', async () => {
    renderUsers();
    expect(await screen.findByText('Menaxhimi i përdoruesve')).toBeTruthy();
    expect(await screen.findByText('Menaxher produktesh')).toBeTruthy();
    expect(screen.getByText('Paneli')).toBeTruthy();
    expect(screen.getByText('Dilni')).toBeTruthy();
    fireEvent.click(screen.getByText('Krijo përdoruesin'));
    expect(await screen.findByText('Emri i përdoruesit duhet të ketë të paktën 3 karaktere')).toBeTruthy();
  });

  it('speaks Macedonian when the admin does, header and form messages included', async () => {
    window.localStorage.setItem(ADMIN_LANGUAGE_KEY, 'mk');
    renderUsers();
    expect(await screen.findByText('Управување со корисници')).toBeTruthy();
    expect(await screen.findByText('Менаџер на производи')).toBeTruthy();
    expect(screen.getByText('Контролна табла')).toBeTruthy();
    expect(screen.getByText('Одјава')).toBeTruthy();
    expect(screen.getAllByText('Уреди')).toHaveLength(2);
    expect(screen.queryByText('Menaxhimi i përdoruesve')).toBeNull();
    fireEvent.click(screen.getByText('Креирај корисник'));
    expect(await screen.findByText('Корисничкото име мора да има најмалку 3 знаци')).toBeTruthy();
    expect(screen.getByText('Лозинката мора да има најмалку 6 знаци')).toBeTruthy();
  });

  it('speaks Albanian when the admin does', async () => {
    window.localStorage.setItem(ADMIN_LANGUAGE_KEY, 'al');
    renderUsers();
    expect(await screen.findByText('Menaxhimi i përdoruesve')).toBeTruthy();
    expect(await screen.findByText('Super administrator')).toBeTruthy();
    const managerRow = screen.getByText('menaxher').closest('tr') as HTMLElement;
    fireEvent.click(within(managerRow).getByText('Ndrysho'));
    expect(await screen.findByText('Ndrysho përdoruesin')).toBeTruthy();
    expect(screen.getByText('Lëreni bosh për të mbajtur fjalëkalimin aktual')).toBeTruthy();
  });
});

describe('UserManagement role of the first administrator', () => {
  it('keeps the first administrator a super admin: the role cannot be changed, and says why', async () => {
    renderUsers();
    await screen.findByText('menaxher');
    const dialog = await openEdit('admin');
    expect(within(dialog).getByRole('combobox')).toHaveProperty('disabled', true);
    expect(
      within(dialog).getByText('Administratori i parë mbetet gjithmonë super administrator.'),
    ).toBeTruthy();
  });

  it('lets the role of another user change', async () => {
    renderUsers();
    await screen.findByText('menaxher');
    const dialog = await openEdit('menaxher');
    expect(within(dialog).getByRole('combobox')).toHaveProperty('disabled', false);
  });

  it('explains it in Macedonian', async () => {
    window.localStorage.setItem(ADMIN_LANGUAGE_KEY, 'mk');
    renderUsers();
    await screen.findByText('menaxher');
    const dialog = await openEdit('admin', 'Уреди');
    expect(
      within(dialog).getByText('Првиот администратор секогаш останува супер-администратор.'),
    ).toBeTruthy();
  });
});

describe('UserManagement edit dialog from the keyboard', () => {
  it('saves with Enter: its Save button submits the form its fields are in', async () => {
    onRoute('updateAdminUser', ({ body }) => ({ ...manager, ...body }));
    const updates = recordRequests('updateAdminUser');
    renderUsers();
    await screen.findByText('menaxher');
    const dialog = await openEdit('menaxher');
    const username = within(dialog).getByLabelText('Emri i përdoruesit') as HTMLInputElement;
    fireEvent.change(username, { target: { value: 'menaxheri' } });
    const save = within(dialog).getByRole('button', { name: 'Ruaj' }) as HTMLButtonElement;
    // a browser submits a form on Enter in a field through the form's first submit button
    expect(save.type).toBe('submit');
    expect(save.form).not.toBeNull();
    expect(save.form).toBe(username.form);
    fireEvent.submit(username.form as HTMLFormElement);
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]?.path).toBe('/api/admin-users/2');
    expect(updates[0]?.body).toEqual({ username: 'menaxheri', role: 'product_manager' });
  });
});

describe('UserManagement when the list cannot be read', () => {
  it('goes to the login page when the session has ended, which knows it ended', async () => {
    refuseList('UNAUTHENTICATED');
    // the login page's logo: none stored
    answerRoute('listSiteContent', []);
    renderUsers();
    // the login page's first render in jsdom takes seconds on a busy machine
    expect(await screen.findByRole('button', { name: 'Login' }, { timeout: 20_000 })).toBeTruthy();
    expect(screen.queryByText('dashboard page')).toBeNull();
  });

  it('says the list could not be read, with a retry, in Albanian', async () => {
    refuseList('INTERNAL');
    const listReads = recordRequests('listAdminUsers');
    renderUsers();
    expect(await screen.findByText('Lista e përdoruesve nuk mund të ngarkohej.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Provo përsëri' }));
    await waitFor(() => expect(listReads).toHaveLength(2));
  });

  it('says so in Macedonian', async () => {
    window.localStorage.setItem(ADMIN_LANGUAGE_KEY, 'mk');
    refuseList('DEPENDENCY_UNAVAILABLE');
    renderUsers();
    expect(await screen.findByText('Листата на корисници не можеше да се вчита.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Обиди се повторно' })).toBeTruthy();
  });
});

/** The reset answers that it is done, or refuses with `refusal`. Answers the resets sent. */
function answerReset(refusal?: ErrorCode) {
  if (refusal) refuseRoute('resetSecondFactor', refusal);
  else answerRoute('resetSecondFactor', undefined);
  return recordRequests('resetSecondFactor');
}

async function openReset(username: string, action = 'Rivendos hyrjen me dy hapa') {
  await screen.findByText('menaxher');
  const row = screen.getByText(username).closest('tr') as HTMLElement;
  fireEvent.click(within(row).getByText(action));
  return screen.findByRole('dialog');
}

describe('UserManagement two-step sign-in', () => {
  it('shows who has it, and offers a reset for everyone but the first administrator', async () => {
    renderUsers();
    await screen.findByText('menaxher');
    expect(screen.getAllByText('Aktive')).toHaveLength(2);
    const adminRow = screen.getByText('admin').closest('tr') as HTMLElement;
    expect(within(adminRow).queryByText('Rivendos hyrjen me dy hapa')).toBeNull();
  });

  it("resets it with the acting admin's password", async () => {
    const resets = answerReset();
    renderUsers();
    const dialog = await openReset('menaxher');
    fireEvent.change(within(dialog).getByLabelText('Fjalëkalimi juaj aktual'), {
      target: { value: 'mine-123' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rivendos' }));
    await waitFor(() => expect(resets).toHaveLength(1));
    expect(resets[0]?.path).toBe('/api/admin-users/2/second-factor/reset');
    expect(resets[0]?.body).toEqual({ currentPassword: 'mine-123' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for the password before sending anything', async () => {
    const resets = answerReset();
    renderUsers();
    const dialog = await openReset('menaxher');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rivendos' }));
    expect(
      await within(dialog).findByText('Shkruani fjalëkalimin tuaj aktual për të konfirmuar', {
        selector: '.ant-form-item-explain-error',
      }),
    ).toBeTruthy();
    expect(resets).toEqual([]);
  });

  it('shows a wrong password under the field in Macedonian', async () => {
    window.localStorage.setItem(ADMIN_LANGUAGE_KEY, 'mk');
    answerReset('CURRENT_PASSWORD_WRONG');
    renderUsers();
    const dialog = await openReset('menaxher', 'Ресетирај ја најавата во два чекора');
    fireEvent.change(within(dialog).getByLabelText('Вашата сегашна лозинка'), {
      target: { value: 'wrong-1' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ресетирај' }));
    expect(await within(dialog).findByText('Вашата сегашна лозинка не е точна.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
