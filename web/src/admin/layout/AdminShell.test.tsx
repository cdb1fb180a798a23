import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authCheckQuery } from '../../api/auth';
import { createQueryClient } from '../../api/query-client';
import { answerRoute } from '../../test/http-mock';
import { renderApp } from '../../test/render';
import { ADMIN_LANGUAGE_KEY } from '../i18n/admin-language';
import { AdminShell } from './AdminShell';

function renderShell() {
  answerRoute('countNewEnquiries', { new: 0 });
  const queryClient = createQueryClient();
  queryClient.setQueryData(authCheckQuery.queryKey, { authenticated: true, role: 'super_admin' });
  return renderApp(
    <AdminShell title="Legal Pages Editor" backTo="/admin/dashboard">
      <p>page</p>
    </AdminShell>,
    { queryClient, path: '/admin/legal-editor' },
  );
}

describe('AdminShell languages', () => {
  it('speaks English by default', async () => {
    renderShell();
    expect(await screen.findByRole('button', { name: /Logout/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Back to Dashboard/ })).toBeTruthy();
  });

  it('speaks the language this browser chose for the admin', async () => {
    window.localStorage.setItem(ADMIN_LANGUAGE_KEY, 'mk');
    renderShell();
    expect(await screen.findByRole('button', { name: /Одјава/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Назад кон контролната табла/ })).toBeTruthy();
  });

  it('reads the older Albanian code as sq', async () => {
    window.localStorage.setItem(ADMIN_LANGUAGE_KEY, 'al');
    renderShell();
    expect(await screen.findByRole('button', { name: /Dilni/ })).toBeTruthy();
  });
});
