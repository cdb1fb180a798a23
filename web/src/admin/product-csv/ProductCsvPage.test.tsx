import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROLES, STAFF_ROLES, uiMessage, validationMessages } from '@hiti/contracts';
import type { AuthCheck, ProductImport, ProductImportResult } from '@hiti/contracts';
import { authCheckQuery } from '../../api/auth';
import { createQueryClient } from '../../api/query-client';
import { adminRoutes } from '../../app/admin-routes';
import { renderApp } from '../../test/render';
import { SuperAdminDashboard } from '../dashboard/SuperAdminDashboard';
import { ADMIN_LANGUAGE_KEY } from '../i18n/admin-language';
import { ProductListPage } from '../products/ProductListPage';
import { ProductManagerDashboard } from '../products/ProductManagerDashboard';
import { ProductCsvPage } from './ProductCsvPage';

const EXPORTED = '\uFEFFid,name,name_al\r\n1,Камин Верона 70,Kamina Verona 70\r\n';
const IMPORTED =
  'name,name_al,description,description_al,category,imageUrl\nПелети,Pelet,Опис,,Nema,/x.jpg\n';

interface SeenRequest {
  url: string;
  init: RequestInit;
}

const seen: SeenRequest[] = [];

/** Answers each call with the next of `answers` and keeps what was sent. */
function stubFetch(...answers: (() => Response | Promise<Response>)[]) {
  seen.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL, init: RequestInit = {}) => {
      // the admin header's count of new enquiries is not what these tests look at
      if (String(url) === '/api/admin/enquiries/count') return json({ new: 0 })();
      seen.push({ url: String(url), init });
      const answer = answers.shift();
      if (!answer) throw new Error(`unexpected call of ${String(url)}`);
      return answer();
    }),
  );
}

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const job = (overrides: Partial<ProductImport>): ProductImport => ({
  id: '0123456789abcdef01234567',
  state: 'queued',
  rowsTotal: 3,
  rowsDone: 0,
  created: 0,
  updated: 0,
  unchanged: 0,
  errors: [],
  cancelRequested: false,
  repeated: false,
  createdAt: '2026-11-27T20:00:00.000Z',
  finishedAt: null,
  ...overrides,
});

function renderPage(language?: 'mk' | 'sq') {
  if (language) window.localStorage.setItem(ADMIN_LANGUAGE_KEY, language);
  const queryClient = createQueryClient();
  queryClient.setQueryData(authCheckQuery.queryKey, { authenticated: true, role: 'product_manager' });
  return renderApp(<ProductCsvPage />, { queryClient, path: '/admin/product-csv' });
}

function chooseFile(container: HTMLElement, file: File) {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('the CSV screen has no file input');
  fireEvent.change(input, { target: { files: [file] } });
}

const sentText = (request: SeenRequest | undefined) => {
  if (!(request?.init.body instanceof ArrayBuffer)) throw new Error('no file bytes were sent');
  return new TextDecoder().decode(request.init.body);
};

/** The button with this label (found by its text: role queries over the whole screen are slow in jsdom). */
const button = (label: string) => screen.getByText(label).closest('button');

const header = (request: SeenRequest | undefined, name: string) =>
  new Headers(request?.init.headers).get(name);

let clickedLinks: HTMLAnchorElement[] = [];

/** What browsers give and jsdom lacks: a file's bytes as a promise, read here with jsdom's FileReader. */
function readBytes(this: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(this);
  });
}

beforeAll(() => {
  if (!('arrayBuffer' in Blob.prototype)) {
    Object.defineProperty(Blob.prototype, 'arrayBuffer', { configurable: true, value: readBytes });
  }
  // jsdom has no object URLs; the download hands one to a link it clicks
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:products' });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clickedLinks = [];
});

describe('ProductCsvPage', () => {
  it('downloads the products as CSV through the API client, with its header and the session', async () => {
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(
      this: HTMLAnchorElement,
    ) {
      clickedLinks.push(this);
    });
    stubFetch(
      () =>
        new Response(EXPORTED, {
          status: 200,
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="products.csv"',
          },
        }),
    );
    renderPage();
    fireEvent.click(await screen.findByText('Download CSV'));

    await waitFor(() => expect(clickedLinks).toHaveLength(1));
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url).toBe('/api/products/export.csv');
    expect(seen[0]?.init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(header(seen[0], 'x-hiti-client')).toBe('web');
    expect(clickedLinks[0]?.download).toBe('products.csv');
    expect(clickedLinks[0]?.href).toBe('blob:products');
  });

  it('imports a file in Macedonian: a refused row with its reason, then the same file again and the counts', async () => {
    let answerRefusal: (response: Response) => void = () => undefined;
    const refused: ProductImportResult = {
      dryRun: false,
      created: 0,
      updated: 0,
      unchanged: 0,
      errors: [
        { row: 2, field: 'category', message: validationMessages.categoryUnknown },
        { row: 2, field: 'name.al', message: validationMessages.tooLong },
      ],
    };
    const done = { state: 'completed', rowsDone: 3, created: 2, updated: 1 } as const;
    stubFetch(
      () => new Promise<Response>((resolve) => (answerRefusal = resolve)),
      json(job({}), 202),
      json(job({ state: 'running', rowsDone: 2 })),
      json(job({ ...done, finishedAt: '2026-11-27T20:00:05.000Z' })),
    );
    const { container } = renderPage('mk');
    expect(await screen.findByText('Увоз и извоз на производи (CSV)')).toBeTruthy();
    expect(screen.getByText('Не е избрана датотека')).toBeTruthy();
    chooseFile(container, new File([IMPORTED], 'нови-производи.csv', { type: 'text/csv' }));
    expect(screen.getByText('Датотека: нови-производи.csv')).toBeTruthy();

    fireEvent.click(screen.getByText('Увези'));
    expect((await screen.findByText('Се прикачува...')).closest('button')).toHaveProperty('disabled', true);
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.url).toBe('/api/products/import?dryRun=false');
    expect(seen[0]?.init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(header(seen[0], 'content-type')).toBe('text/csv');
    expect(header(seen[0], 'x-hiti-client')).toBe('web');
    expect(sentText(seen[0])).toBe(IMPORTED);
    answerRefusal(json(refused)());

    expect(await screen.findByText('Ништо не е зачувано. Пронајдени проблеми: 2')).toBeTruthy();
    const refusedRows = within(screen.getByRole('table'));
    for (const column of ['Ред', 'Колона', 'Проблем']) {
      expect(refusedRows.getByRole('columnheader', { name: column })).toBeTruthy();
    }
    const rows = refusedRows.getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['2', 'category', 'Изберете постоечка категорија'],
      ['2', 'name_al', 'Вредноста е предолга'],
    ]);

    // the file stays chosen: corrected, it goes again without choosing it anew
    expect(screen.getAllByText('Датотека: нови-производи.csv')).toHaveLength(2);
    fireEvent.click(screen.getByText('Увези'));
    expect(await screen.findByText('Увозот чека да започне')).toBeTruthy();
    expect(sentText(seen[1])).toBe(IMPORTED);
    expect(screen.getByText('0 од 3 редови')).toBeTruthy();
    // the progress bar follows the job, asked for every second, until it completes
    expect(await screen.findByText('2 од 3 редови', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('66');
    expect(screen.getByText('Откажи го увозот')).toBeTruthy();
    expect(await screen.findByText('Производите се зачувани', {}, { timeout: 4000 })).toBeTruthy();
    expect(seen[2]?.url).toBe('/api/products/imports/0123456789abcdef01234567');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(screen.queryByText('Откажи го увозот')).toBeNull();
    expect(screen.getByText('Додадени производи').closest('.ant-statistic')?.textContent).toContain('2');
    expect(screen.getByText('Изменети производи').closest('.ant-statistic')?.textContent).toContain('1');
    expect(screen.queryByText('Изберете постоечка категорија')).toBeNull();
    // a saved file is not offered again, so a second click cannot add its products twice
    expect(screen.getByText('Не е избрана датотека')).toBeTruthy();
    expect(button('Увези')).toHaveProperty('disabled', true);
  });

  it('checks a file without saving it, in Albanian', async () => {
    stubFetch(json({ dryRun: true, created: 3, updated: 0, unchanged: 0, errors: [] }));
    const { container } = renderPage('sq');
    chooseFile(container, new File([IMPORTED], 'produkte.csv', { type: 'text/csv' }));
    fireEvent.click(await screen.findByText('Kontrollo skedarin'));
    expect(
      await screen.findByText('Skedari është gati për import; ende nuk është ruajtur asgjë'),
    ).toBeTruthy();
    expect(seen[0]?.url).toBe('/api/products/import?dryRun=true');
    expect(screen.getByText('Do të shtohen').closest('.ant-statistic')?.textContent).toContain('3');
    // still chosen (and named in the result), to be imported next
    expect(screen.getAllByText('Skedari: produkte.csv')).toHaveLength(2);
    expect(button('Importo')).toHaveProperty('disabled', false);
  });

  it('cancels a running import, in Albanian', async () => {
    let current = job({ state: 'running', rowsDone: 1 });
    const cancelUrl = '/api/products/imports/0123456789abcdef01234567/cancel';
    seen.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string | URL, init: RequestInit = {}) => {
        seen.push({ url: String(url), init });
        if (String(url).startsWith('/api/products/import?')) return json(current, 202)();
        if (String(url) === cancelUrl) {
          current = { ...current, cancelRequested: true };
          const answer = json(current)();
          current = { ...current, state: 'cancelled', finishedAt: current.createdAt };
          return answer;
        }
        return json(current)();
      }),
    );
    const { container } = renderPage('sq');
    chooseFile(container, new File([IMPORTED], 'produkte.csv', { type: 'text/csv' }));
    fireEvent.click(await screen.findByText('Importo'));
    fireEvent.click(await screen.findByText('Anulo importin'));
    expect(
      await screen.findByText('Importi u anulua; asnjë produkt nuk u ndryshua', {}, { timeout: 4000 }),
    ).toBeTruthy();
    expect(seen.filter((request) => request.url === cancelUrl)).toHaveLength(1);
    expect(seen.find((request) => request.url === cancelUrl)?.init).toMatchObject({ method: 'POST' });
    expect(screen.queryByText('Anulo importin')).toBeNull();
  });

  it('refuses a file that is not UTF-8 without sending it', async () => {
    stubFetch();
    const { container } = renderPage('mk');
    // "Камин" as a spreadsheet's legacy CSV writes it (Windows-1251)
    const legacy = new Uint8Array([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0xca, 0xe0, 0xec, 0xe8, 0xed, 0x0a]);
    chooseFile(container, new File([legacy], 'products.csv', { type: 'text/csv' }));
    fireEvent.click(await screen.findByText('Увези'));
    expect(
      await screen.findByText(
        'Датотеката не е CSV-датотека во UTF-8. Во табелата зачувајте ја како „CSV UTF-8“.',
      ),
    ).toBeTruthy();
    expect(seen).toHaveLength(0);
  });

  it('names every column of the file in its help', async () => {
    renderPage('mk');
    expect(await screen.findByText('Колони на датотеката')).toBeTruthy();
    for (const column of ['name', 'name_al', 'description', 'description_al', 'category']) {
      expect(screen.getByText(column)).toBeTruthy();
    }
    expect(screen.getByText(/Име на албански/)).toBeTruthy();
  });
});

describe('/admin/product-csv', () => {
  function renderRoute(check: AuthCheck) {
    // the session check is read again once the lazily loaded guard mounts
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string | URL) => {
        if (String(url) !== '/api/auth/check') throw new Error(`unexpected call of ${String(url)}`);
        return json(check)();
      }),
    );
    const queryClient = createQueryClient();
    queryClient.setQueryData(authCheckQuery.queryKey, check);
    return renderApp(<Routes>{adminRoutes()}</Routes>, { queryClient, path: '/admin/product-csv' });
  }

  it('sends a visitor without a session, whom the CSV routes refuse, to the login page', async () => {
    renderRoute({ authenticated: false, role: null });
    expect(await screen.findByText('Admin Login')).toBeTruthy();
    expect(screen.queryByText('Download CSV')).toBeNull();
  });

  it.each(ROLES)('opens for a signed-in %s exactly when the CSV routes allow the role', async (role) => {
    renderRoute({ authenticated: true, role });
    if (STAFF_ROLES.includes(role)) {
      // the screen is a lazily loaded chunk, compiled on its first load in a test run
      expect(await screen.findByText('Download CSV', {}, { timeout: 10_000 })).toBeTruthy();
    } else {
      expect(await screen.findByText(uiMessage('contactAdministrator'))).toBeTruthy();
      expect(screen.queryByText('Download CSV')).toBeNull();
    }
  });
});

describe('the way to the CSV screen', () => {
  /** A signed-in admin's API with an empty catalogue and no site content. */
  function stubEmptyShowroom(check: AuthCheck) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string | URL) => {
        const path = new URL(String(url), 'http://localhost').pathname;
        if (path === '/api/auth/check') return json(check)();
        if (path === '/api/products' || path === '/api/site-content') return json([])();
        throw new Error(`unexpected call of ${String(url)}`);
      }),
    );
  }

  it('is a button of the products page, in Macedonian', async () => {
    window.localStorage.setItem(ADMIN_LANGUAGE_KEY, 'mk');
    stubEmptyShowroom({ authenticated: true, role: 'product_manager' });
    renderApp(<ProductListPage />, { path: '/admin/products' });
    const link = (await screen.findByText('Увоз / извоз CSV')).closest('a');
    expect(link?.getAttribute('href')).toBe('/admin/product-csv');
  });

  it('is a button of the product manager dashboard, in English', async () => {
    stubEmptyShowroom({ authenticated: true, role: 'product_manager' });
    renderApp(<ProductManagerDashboard />, { path: '/admin/product-manager' });
    const link = (await screen.findByText('Import / Export CSV')).closest('a');
    expect(link?.getAttribute('href')).toBe('/admin/product-csv');
  });

  it('is a card of the super admin dashboard, in Albanian', async () => {
    window.localStorage.setItem(ADMIN_LANGUAGE_KEY, 'sq');
    stubEmptyShowroom({ authenticated: true, role: 'super_admin' });
    renderApp(<SuperAdminDashboard />, { path: '/admin/dashboard' });
    const card = await screen.findByText('Produktet në CSV');
    expect(card.closest('a')?.getAttribute('href')).toBe('/admin/product-csv');
  });
});
