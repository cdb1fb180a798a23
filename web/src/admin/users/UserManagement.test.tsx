import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '@hiti/contracts';
import { authCheckQuery } from '../../api/auth';
import { createQueryClient } from '../../api/query-client';
import { renderApp } from '../../test/render';
import { ADMIN_LANGUAGE_KEY } from '../i18n/admin-language';
import { UserManagement } from './UserManagement';

const users: AdminUser[] = [
  { id: 1, username: 'admin', role: 'super_admin', createdAt: '2026-11-01T08:00:00.000Z' },
  { id: 2, username: 'menaxher', role: 'product_manager', createdAt: '2026-11-02T08:00:00.000Z' },
];

function renderUsers() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(authCheckQuery.queryKey, { authenticated: true, role: 'super_admin' });
  return renderApp(<UserManagement />, { queryClient, path: '/admin/user-management' });
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(users), { status: 200, headers: { 'content-type': 'application/json' } }),
    ),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
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
    window.localStorage.setItem(ADMIN_LANGUAGE_KEY, 'sq');
    renderUsers();
    expect(await screen.findByText('Menaxhimi i përdoruesve')).toBeTruthy();
    expect(await screen.findByText('Super administrator')).toBeTruthy();
    const managerRow = screen.getByText('menaxher').closest('tr') as HTMLElement;
    fireEvent.click(within(managerRow).getByText('Ndrysho'));
    expect(await screen.findByText('Ndrysho përdoruesin')).toBeTruthy();
    expect(screen.getByText('Lëreni bosh për të mbajtur fjalëkalimin aktual')).toBeTruthy();
  });
});
