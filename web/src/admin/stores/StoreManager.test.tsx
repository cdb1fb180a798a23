import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validationMessages, type FieldIssue } from '@hiti/contracts';
import { authCheckQuery } from '../../api/auth';
import { createQueryClient } from '../../api/query-client';
import { storeKeys } from '../../api/query-keys';
import { renderApp } from '../../test/render';
import { storeFixture } from '../../test/store-fixture';
import { ADMIN_LANGUAGE_KEY } from '../i18n/admin-language';
import type { AdminLanguage } from '../i18n/admin-language';
import { storeFieldOf } from './store-fields';
import { reorderedStores } from './store-form-values';
import { StoreManager } from './StoreManager';

const storeOf = (id: number, order: number, mk: string) =>
  storeFixture(id, { mk, al: `${mk} AL` }, { order });
const stored = [storeOf(1, 0, 'Центар'), storeOf(2, 1, 'Аеродром'), storeOf(3, 2, 'Тетово')];

function renderManager(language: AdminLanguage = 'en') {
  window.localStorage.setItem(ADMIN_LANGUAGE_KEY, language);
  const queryClient = createQueryClient();
  queryClient.setQueryData(authCheckQuery.queryKey, { authenticated: true, role: 'super_admin' });
  queryClient.setQueryData(storeKeys.lists(), stored);
  return renderApp(<StoreManager />, { queryClient, path: '/admin/stores' });
}

/** The API as the screen sees it: the stores, and each write answered (or refused with `refusal`'s field issues). */
function stubApi(refusal?: FieldIssue[]) {
  const writes: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const json = (answer: unknown, status = 200) =>
        new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
      if (String(url) === '/api/admin/enquiries/count') return json({ new: 0 });
      if (method === 'GET') return json(stored);
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
      writes.push({ method, url: String(url), body });
      if (refusal) {
        return json(
          { error: { code: 'VALIDATION_FAILED', message: 'The request is not valid.', details: refusal } },
          400,
        );
      }
      const id = Number(String(url).split('/').pop()) || 9;
      return json(
        { ...stored[0], ...body, id, updatedAt: '2026-11-02T10:00:00.000Z' },
        method === 'POST' ? 201 : 200,
      );
    }),
  );
  return writes;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

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
    expect(writes.map(({ method, url, body }) => [method, url, (body as { order: number }).order])).toEqual([
      ['PUT', '/api/stores/3', 1],
      ['PUT', '/api/stores/2', 2],
    ]);
  });

  it('shows a refused hours range under its input in the admin language', async () => {
    const writes = stubApi([{ path: 'hours.monday.0.closes', message: validationMessages.storeHoursOrder }]);
    renderManager('mk');
    const [firstEdit] = await screen.findAllByRole('button', { name: /Уреди/u });
    if (!firstEdit) throw new Error('no Edit button');
    fireEvent.click(firstEdit);
    fireEvent.click(screen.getByRole('button', { name: 'Ажурирај ја продавницата' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      method: 'PUT',
      url: '/api/stores/1',
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
