import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditPage } from '@hiti/contracts';
import { authCheckQuery } from '../../api/auth';
import { createQueryClient } from '../../api/query-client';
import { auditKeys } from '../../api/query-keys';
import { answerRoute } from '../../test/http-mock';
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
      summarized: { key: 'categoryDeleted', values: { name: { mk: 'Прибор', al: 'Aksesorë' } } },
      before: { name: 'Прибор' },
      after: null,
    },
    {
      id: 'a2',
      at: '2026-11-20T08:30:00.000Z',
      actor: { id: 1, username: 'admin', role: 'super_admin' },
      action: 'create',
      entity: 'admin_user',
      entityId: '2',
      summary: 'Created admin user besa (product_manager)',
      summarized: {
        key: 'adminUserCreated',
        values: { username: 'besa', role: { role: 'product_manager' } },
      },
      before: null,
      after: null,
    },
    {
      id: 'a0',
      at: '2026-11-19T09:30:00.000Z',
      actor: { id: 1, username: 'admin', role: 'super_admin' },
      action: 'update',
      entity: 'site_content',
      entityId: '3',
      summary: 'Updated the site content "hero_title"',
      summarized: null,
      before: null,
      after: null,
    },
  ],
  total: 3,
  page: 1,
  pageSize: 20,
};

function renderLog() {
  answerRoute('listAudit', log);
  answerRoute('countNewEnquiries', { new: 0 });
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
    expect(screen.getAllByText('admin (super_admin)')).toHaveLength(3);
    expect(screen.getByText('Deleted the category "Прибор"')).toBeTruthy();
    expect(screen.getByText('Created admin user besa (product_manager)')).toBeTruthy();
    expect(screen.getByText('Updated the site content "hero_title"')).toBeTruthy();
  });

  it('names its columns, filter, actions, entities, roles and summaries in Albanian', async () => {
    window.localStorage.setItem(ADMIN_LANGUAGE_KEY, 'al');
    renderLog();
    expect(await screen.findByText('Regjistri i ndryshimeve')).toBeTruthy();
    for (const column of ['Kur', 'Kush', 'Veprimi', 'Përmbledhja']) {
      expect(screen.getByRole('columnheader', { name: column })).toBeTruthy();
    }
    expect(screen.getByText('fshirje')).toBeTruthy();
    expect(screen.getByText('kategori #7')).toBeTruthy();
    expect(screen.getAllByText('admin (super administrator)')).toHaveLength(3);
    expect(screen.getByText('U fshi kategoria „Aksesorë“')).toBeTruthy();
    expect(screen.getByText('U krijua administratori besa (menaxher produktesh)')).toBeTruthy();
    // an entry recorded before summaries were kept as kind and values reads as it was written
    expect(screen.getByText('Updated the site content "hero_title"')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Objekti' }));
    expect(await screen.findByTitle('përdorues administrator')).toBeTruthy();
    expect(screen.getByTitle('përmbajtje e faqes')).toBeTruthy();
  });

  it('names the snapshots and summary of a change in Macedonian', async () => {
    window.localStorage.setItem(ADMIN_LANGUAGE_KEY, 'mk');
    renderLog();
    expect(await screen.findByText('Дневник на промени')).toBeTruthy();
    expect(screen.getByText('бришење')).toBeTruthy();
    expect(screen.getByText('Избришана категоријата „Прибор“')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Проширете го редот' })[0] as HTMLElement);
    expect(await screen.findByText('Пред промената')).toBeTruthy();
    expect(screen.getByText('По промената')).toBeTruthy();
  });
});
