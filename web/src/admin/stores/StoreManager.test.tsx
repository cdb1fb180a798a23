import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { validationMessages, type FieldIssue } from '@hiti/contracts';
import { authCheckQuery } from '../../api/auth';
import { createQueryClient } from '../../api/query-client';
import { storeKeys } from '../../api/query-keys';
import { answerRoute, onRoute, recordRequests, refuseRoute } from '../../test/http-mock';
import { renderApp } from '../../test/render';
import { storeFixture } from '../../test/store-fixture';
import { ADMIN_LANGUAGE_KEY } from '../i18n/admin-language';
import type { AdminLanguage } from '../i18n/admin-language';
import { storeFieldOf } from './store-fields';
import { reorderedStores } from './store-form-values';
import { StoreManager } from './StoreManager';

const storeOf = (id: number, order: number, mk: string) =>
  storeFixture(id, { mk, al: `${mk} AL` }, { order });
const centre = storeOf(1, 0, 'Центар');
const stored = [centre, storeOf(2, 1, 'Аеродром'), storeOf(3, 2, 'Тетово')];

function renderManager(language: AdminLanguage = 'en') {
  window.localStorage.setItem(ADMIN_LANGUAGE_KEY, language);
  const queryClient = createQueryClient();
  queryClient.setQueryData(authCheckQuery.queryKey, { authenticated: true, role: 'super_admin' });
  queryClient.setQueryData(storeKeys.lists(), stored);
  return renderApp(<StoreManager />, { queryClient, path: '/admin/stores' });
}

/** The API as the screen sees it: the stores, and each write answered (or refused with `refusal`'s field issues). */
function stubApi(refusal?: FieldIssue[]) {
  answerRoute('countNewEnquiries', { new: 0 });
  answerRoute('listStores', stored);
  const saved = (id: number, body: object) => ({
    ...centre,
    ...body,
    id,
    updatedAt: '2026-11-02T10:00:00.000Z',
  });
  if (refusal) {
    refuseRoute('createStore', 'VALIDATION_FAILED', { details: refusal });
    refuseRoute('updateStore', 'VALIDATION_FAILED', { details: refusal });
  } else {
    onRoute('createStore', ({ body }) => saved(9, body), { status: 201 });
    onRoute('updateStore', ({ body, params }) => saved(Number(params.id), body));
  }
  return recordRequests('createStore', 'updateStore');
}

describe('storeFieldOf', () => {
  it('names the input of a server issue, or none when no one input shows it', () => {
    expect(storeFieldOf('phone')).toBe('phone');
    expect(storeFieldOf('name')).toEqual(['name', 'mk']);
    expect(storeFieldOf('city.al')).toEqual(['city', 'al']);
    expect(storeFieldOf('hours.friday.1.opens')).toEqual(['hours', 'friday', 1, 'opens']);
    expect(storeFieldOf('exceptions.0.date')).toEqual(['exceptions', 0, 'date']);
    expect(storeFieldOf('exceptions.2.hours.0.closes')).toEqual(['exceptions', 2, 'hours', 0, 'closes']);
    expect(storeFieldOf('hours.monday')).toBeUndefined();
    expect(storeFieldOf('hours.someday.0.opens')).toBeUndefined();
    expect(storeFieldOf('')).toBeUndefined();
  });
});

describe('reorderedStores', () => {
  it('gives every store its place after the move and keeps only the ones that change', () => {
    const moves = reorderedStores(stored, 2, 1);
    expect(moves.map(({ store, order }) => [store.id, order])).toEqual([
      [3, 1],
      [2, 2],
    ]);
    const tied = stored.map((store) => ({ ...store, order: 0 }));
    expect(reorderedStores(tied, 0, 1).map(({ store, order }) => [store.id, order])).toEqual([
      [1, 1],
      [3, 2],
    ]);
  });
});

// The first render of the admin screen in jsdom takes seconds on a busy machine.
describe('StoreManager', { timeout: 30_000 }, () => {
  it('lists the stores in their order, both names, and moves one up by writing the orders that change', async () => {
    const writes = stubApi();
    renderManager();
    const rows = await screen.findAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getByText(/AL$/u).textContent)).toEqual([
      'Центар AL',
      'Аеродром AL',
      'Тетово AL',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Move up: Тетово' }));
    expect(await screen.findByText('The order of the stores was saved')).toBeTruthy();
    expect(writes.map(({ method, path, body }) => [method, path, body.order])).toEqual([
      ['PUT', '/api/stores/3', 1],
      ['PUT', '/api/stores/2', 2],
    ]);
  });

  it('shows a refused hours range under its input in the admin language', async () => {
    const writes = stubApi([
      { path: 'hours.monday.0.closes', key: 'storeHoursOrder', message: validationMessages.storeHoursOrder },
    ]);
    renderManager('mk');
    const [firstEdit] = await screen.findAllByRole('button', { name: /Уреди/u });
    if (!firstEdit) throw new Error('no Edit button');
    fireEvent.click(firstEdit);
    fireEvent.click(screen.getByRole('button', { name: 'Ажурирај ја продавницата' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      method: 'PUT',
      path: '/api/stores/1',
      body: { order: 0, postalCode: '1000' },
    });
    const closes = screen.getByLabelText('Понеделник: Затвора');
    const item = closes.closest('.ant-form-item');
    expect(
      await within(item as HTMLElement).findByText(
        'Времето на затворање мора да биде по времето на отворање',
      ),
    ).toBeTruthy();
  });
});
