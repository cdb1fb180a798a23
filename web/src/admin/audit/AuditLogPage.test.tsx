import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditPage } from '@hiti/contracts';
import { authCheckQuery } from '../../api/auth';
import { createQueryClient } from '../../api/query-client';
import { auditKeys } from '../../api/query-keys';
import { renderApp } from '../../test/render';
import { ADMIN_LANGUAGE_KEY } from '../i18n/admin-language';
import { AuditLogPage } from './AuditLogPage';

const log: AuditPage = {
  items: [
    {
      id: 'a1',
      at: '2026-11-20T09:30:00.000Z',
      actor: { id: 1, username: 'admin', role: 'super_admin' },
      action: 'delete',
      entity: 'category',
      entityId: '7',
      summary: 'Deleted the category "Прибор"',
      before: { name: 'Прибор' },
      after: null,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 20,
};

function renderLog() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(authCheckQuery.queryKey, { authenticated: true, role: 'super_admin' });
  queryClient.setQueryData(auditKeys.list({ page: 1, pageSize: 20 }), log);
  return renderApp(<AuditLogPage />, { queryClient, path: '/admin/audit' });
}

describe('AuditLogPage languages', () => {
  it('shows stored names of actions, entities and roles in English, as before', async () => {
    renderLog();
    expect(await screen.findByText('Audit Log')).toBeTruthy();
    expect(screen.getByText('delete')).toBeTruthy();
    expect(screen.getByText('category #7')).toBeTruthy();
    expect(screen.getByText('admin (super_admin)')).toBeTruthy();
  });

  it('names its columns, filter, actions, entities and roles in Albanian', async () => {
    window.localStorage.setItem(ADMIN_LANGUAGE_KEY, 'sq');
    renderLog();
    expect(await screen.findByText('Regjistri i ndryshimeve')).toBeTruthy();
    for (const column of ['Kur', 'Kush', 'Veprimi', 'Përmbledhja']) {
      expect(screen.getByRole('columnheader', { name: column })).toBeTruthy();
    }
    expect(screen.getByText('fshirje')).toBeTruthy();
    expect(screen.getByText('kategori #7')).toBeTruthy();
    expect(screen.getByText('admin (super administrator)')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Objekti' }));
    expect(await screen.findByTitle('përdorues administrator')).toBeTruthy();
    expect(screen.getByTitle('përmbajtje e faqes')).toBeTruthy();
  });

  it('names the snapshots of a change in Macedonian', async () => {
    window.localStorage.setItem(ADMIN_LANGUAGE_KEY, 'mk');
    renderLog();
    expect(await screen.findByText('Дневник на промени')).toBeTruthy();
    expect(screen.getByText('бришење')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Проширете го редот' }));
    expect(await screen.findByText('Пред промената')).toBeTruthy();
    expect(screen.getByText('По промената')).toBeTruthy();
  });
});
