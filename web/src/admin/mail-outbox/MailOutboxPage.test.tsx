import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MailOutboxPage as OutboxPage } from '@hiti/contracts';
import { authCheckQuery } from '../../api/auth';
import { createQueryClient } from '../../api/query-client';
import { mailOutboxKeys } from '../../api/query-keys';
import { answerRoute } from '../../test/http-mock';
import { renderApp } from '../../test/render';
import { ADMIN_LANGUAGE_KEY } from '../i18n/admin-language';
import { MailOutboxPage } from './MailOutboxPage';

const outbox: OutboxPage = {
  items: [
    {
      id: 'm1',
      jobName: 'contact.message',
      to: 'showroom@example.mk',
      subject: 'Прашање за камин',
      status: 'failed',
      attempts: 5,
      lastError: 'connect ECONNREFUSED',
      messageId: null,
      createdAt: '2026-11-20T09:30:00.000Z',
      updatedAt: '2026-11-20T09:35:00.000Z',
      sentAt: null,
      text: null,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 20,
};

function renderOutbox() {
  answerRoute('countNewEnquiries', { new: 0 });
  answerRoute('listMailOutbox', outbox);
  const queryClient = createQueryClient();
  queryClient.setQueryData(authCheckQuery.queryKey, { authenticated: true, role: 'super_admin' });
  queryClient.setQueryData(mailOutboxKeys.list({ page: 1, pageSize: 20 }), outbox);
  return renderApp(<MailOutboxPage />, { queryClient, path: '/admin/mail-outbox' });
}

describe('MailOutboxPage languages', () => {
  it('shows stored statuses and kinds of mail in English, as before', async () => {
    renderOutbox();
    expect(await screen.findByText('Mail Outbox')).toBeTruthy();
    expect(screen.getByText('failed')).toBeTruthy();
    expect(screen.getByText('contact.message')).toBeTruthy();
  });

  it('names its columns, statuses and kinds in Macedonian, and says so when a failed mail is sent again', async () => {
    window.localStorage.setItem(ADMIN_LANGUAGE_KEY, 'mk');
    const [failed] = outbox.items;
    if (!failed) throw new Error('the outbox holds a failed mail');
    answerRoute('retryMail', { ...failed, status: 'queued' }, { status: 202 });
    renderOutbox();
    expect(await screen.findByText('Излезна пошта')).toBeTruthy();
    for (const column of ['Создадена', 'Вид', 'До', 'Наслов', 'Обиди', 'Последна грешка', 'Испратена']) {
      expect(screen.getByRole('columnheader', { name: column })).toBeTruthy();
    }
    expect(screen.getByText('неуспешна')).toBeTruthy();
    expect(screen.getByText('порака од контакт')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Испрати повторно' }));
    expect(await screen.findByText('Пораката е повторно во редот')).toBeTruthy();
    expect(screen.getByText('Пораката до showroom@example.mk ќе биде испратена повторно.')).toBeTruthy();
  });

  it('offers its status filter in Albanian', async () => {
    window.localStorage.setItem(ADMIN_LANGUAGE_KEY, 'al');
    renderOutbox();
    expect(await screen.findByText('Posta dalëse')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Statusi' }));
    expect(await screen.findByTitle('në radhë')).toBeTruthy();
    expect(screen.getByTitle('po riprovohet')).toBeTruthy();
    expect(screen.getByText('Rifresko')).toBeTruthy();
  });
});
