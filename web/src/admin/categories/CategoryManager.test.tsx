import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Category } from '@hiti/contracts';
import { authCheckQuery } from '../../api/auth';
import { createQueryClient } from '../../api/query-client';
import { categoryKeys } from '../../api/query-keys';
import { renderApp } from '../../test/render';
import { completeCategoryValues } from './CategoryForm';
import { CategoryManager } from './CategoryManager';

const stored: Category = { id: 7, name: 'Aksesor', description: 'Прибор', imageUrl: '' };

function renderManager() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(authCheckQuery.queryKey, { authenticated: true, role: 'product_manager' });
  queryClient.setQueryData(categoryKeys.list(), [stored]);
  return renderApp(<CategoryManager />, { queryClient, path: '/admin/categories' });
}

/** The showroom's API as the page sees it: answers a created category, records what was sent. */
function stubApi() {
  const sent: { method: string; url: string; body: unknown }[] = [];
  const fetchStub = vi.fn(async (url: string | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
    sent.push({ method, url: String(url), body });
    const answer = method === 'POST' ? { id: 8, ...(body as object) } : [stored];
    return new Response(JSON.stringify(answer), {
      status: method === 'POST' ? 201 : 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return sent;
}

function submitNewCategory(name: string, description: string) {
  fireEvent.click(screen.getByRole('button', { name: /Add Category/ }));
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: name } });
  fireEvent.change(screen.getByLabelText('Description'), { target: { value: description } });
  fireEvent.click(screen.getByRole('button', { name: /Create Category/ }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('completeCategoryValues', () => {
  it('needs a name and a description after trimming, and answers the trimmed values', () => {
    expect(completeCategoryValues({ name: '  ', description: 'x', imageUrl: '' })).toBeNull();
    expect(completeCategoryValues({ name: 'Печки', description: ' \n ', imageUrl: '' })).toBeNull();
    expect(completeCategoryValues({ name: ' Печки ', description: ' Соба ', imageUrl: ' /a.jpg ' })).toEqual({
      name: 'Печки',
      description: 'Соба',
      imageUrl: '/a.jpg',
    });
  });
});

// The first render of the admin screen in jsdom takes seconds on a busy machine.
describe('CategoryManager', { timeout: 30_000 }, () => {
  it('refuses blank fields with "Please fill in all fields" and sends nothing', async () => {
    const sent = stubApi();
    renderManager();
    submitNewCategory('Печки', '   ');
    expect(await screen.findByText('Please fill in all fields')).toBeTruthy();
    expect(sent.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('creates a category with trimmed values', async () => {
    const sent = stubApi();
    renderManager();
    submitNewCategory(' Печки ', 'Соба и кујна ');
    expect(await screen.findByText('Category created successfully')).toBeTruthy();
    await waitFor(() =>
      expect(sent.find((call) => call.method === 'POST')).toMatchObject({
        url: expect.stringContaining('/api/categories'),
        body: { name: 'Печки', description: 'Соба и кујна', imageUrl: '' },
      }),
    );
  });
});
