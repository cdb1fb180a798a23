import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EnquiryPage, EnquirySummary, Store } from '@hiti/contracts';
import { authCheckQuery } from '../../api/auth';
import { createQueryClient } from '../../api/query-client';
import { answerRoute } from '../../test/http-mock';
import { renderApp } from '../../test/render';
import { storeFixture } from '../../test/store-fixture';
import { ADMIN_LANGUAGE_KEY } from '../i18n/admin-language';
import { EnquiryInboxPage } from './EnquiryInboxPage';

const stores: Store[] = [
  storeFixture(1, { mk: 'Скопје Центар', al: 'Shkup Qendër' }, { order: 0 }),
  storeFixture(2, { mk: 'Тетово', al: 'Tetovë' }, { order: 1 }),
];

const enquiryFor = (id: string, storeId: number | null): EnquirySummary => ({
  id,
  name: `Visitor ${id}`,
  email: `visitor${id}@example.com`,
  phone: '',
  subject: `Subject ${id}`,
  message: 'Is it in stock?',
  recipient: 'info@example.com',
  language: 'al',
  product: null,
  storeId,
  createdAt: '2026-11-20T10:00:00.000Z',
  status: 'new',
  assignee: null,
  closedAt: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
});

/** Store 9 was deleted while an enquiry still names it. */
const page: EnquiryPage = {
  items: [enquiryFor('a1', 2), enquiryFor('a2', 9), enquiryFor('a3', null)],
  total: 3,
  page: 1,
  pageSize: 20,
};

function stubApi() {
  answerRoute('listStores', stores);
  answerRoute('countNewEnquiries', { new: 3 });
  answerRoute('listEnquiries', page);
}

describe('the enquiry inbox', () => {
  it("names each enquiry's store in the admin's language, and a deleted store by its number", async () => {
    stubApi();
    window.localStorage.setItem(ADMIN_LANGUAGE_KEY, 'al');
    const queryClient = createQueryClient();
    queryClient.setQueryData(authCheckQuery.queryKey, { authenticated: true, role: 'product_manager' });
    renderApp(<EnquiryInboxPage />, { queryClient, path: '/admin/enquiries' });

    const row = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
    expect(await within(await row('Visitor a1')).findByText('Tetovë')).toBeTruthy();
    expect(within(await row('Visitor a2')).getByText('#9')).toBeTruthy();
    expect((await row('Visitor a3')).textContent).not.toMatch(/Tetovë|Shkup|#/);
  });
});
