import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROLES, STAFF_ROLES, validationMessages, adminTexts } from '@hiti/contracts';
import type { AuthCheck, ProductImport, ProductImportResult } from '@hiti/contracts';
import { authCheckQuery } from '../../api/auth';
import { createQueryClient } from '../../api/query-client';
import { adminRoutes } from '../../app/admin-routes';
import { answerInTurn, answerRoute, jsonAnswer, onRoute, recordRequests } from '../../test/http-mock';
import { renderApp } from '../../test/render';
import { SuperAdminDashboard } from '../dashboard/SuperAdminDashboard';
import { ADMIN_LANGUAGE_KEY } from '../i18n/admin-language';
import { ProductListPage } from '../products/ProductListPage';
import { ProductManagerDashboard } from '../products/ProductManagerDashboard';
import { ProductCsvPage } from './ProductCsvPage';

const EXPORTED = '\uFEFFid,name,name_al\r\n1,Камин Верона 70,Kamina Verona 70\r\n';
const IMPORTED =
  'name,name_al,description,description_al,category,imageUrl\nПелети,Pelet,Опис,,Nema,/x.jpg\n';

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

function renderPage(language?: 'mk' | 'al') {
  if (language) window.localStorage.setItem(ADMIN_LANGUAGE_KEY, language);
  answerRoute('countNewEnquiries', { new: 0 });
  const queryClient = createQueryClient();
  queryClient.setQueryData(authCheckQuery.queryKey, { authenticated: true, role: 'product_manager' });
  return renderApp(<ProductCsvPage />, { queryClient, path: '/admin/product-csv' });
}

function chooseFile(container: HTMLElement, file: File) {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('the CSV screen has no file input');
  fireEvent.change(input, { target: { files: [file] } });
}

/** The button with this label (found by its text: role queries over the whole screen are slow in jsdom). */
const button = (label: string) => screen.getByText(label).closest('button');

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
    onRoute(
      'exportProducts',
      () =>
        new Response(EXPORTED, {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="products.csv"',
          },
        }),
    );
    const exports = recordRequests('exportProducts');
    renderPage();
    fireEvent.click(await screen.findByText('Download CSV'));

    await waitFor(() => expect(clickedLinks).toHaveLength(1));
    expect(exports).toHaveLength(1);
    expect(exports[0]).toMatchObject({
      method: 'GET',
      path: '/api/products/export.csv',
      credentials: 'include',
    });
    expect(exports[0]?.headers.get('x-hiti-client')).toBe('web');
    expect(clickedLinks[0]?.download).toBe('products.csv');
    expect(clickedLinks[0]?.href).toBe('blob:products');
  });

  it('imports a file in Macedonian: a refused row with its reason, then the same file again and the counts', async () => {
    let answerRefusal: (result: ProductImportResult) => void = () => undefined;
    const refused: ProductImportResult = {
      dryRun: false,
      created: 0,
      updated: 0,
      unchanged: 0,
      errors: [
        { row: 2, field: 'category', key: 'categoryUnknown', message: validationMessages.categoryUnknown },
        { row: 2, field: 'name.al', key: 'tooLong', message: validationMessages.tooLong },
      ],
    };
    const done = { state: 'completed', rowsDone: 3, created: 2, updated: 1 } as const;
    answerInTurn('importProducts', [
      () => new Promise<ProductImportResult>((resolve) => (answerRefusal = resolve)),
      () => jsonAnswer(job({}), { status: 202 }),
    ]);
    answerInTurn('getProductImport', [
      () => job({ state: 'running', rowsDone: 2 }),
      () => job({ ...done, finishedAt: '2026-11-27T20:00:05.000Z' }),
    ]);
    const imports = recordRequests('importProducts');
    const jobReads = recordRequests('getProductImport');
    const { container } = renderPage('mk');
    expect(await screen.findByText('Увоз и извоз на производи (CSV)')).toBeTruthy();
    expect(screen.getByText('Не е избрана датотека')).toBeTruthy();
    chooseFile(container, new File([IMPORTED], 'нови-производи.csv', { type: 'text/csv' }));
    expect(screen.getByText('Датотека: нови-производи.csv')).toBeTruthy();

    fireEvent.click(screen.getByText('Увези'));
    expect((await screen.findByText('Се прикачува...')).closest('button')).toHaveProperty('disabled', true);
    await waitFor(() => expect(imports).toHaveLength(1));
    expect(imports[0]).toMatchObject({
      method: 'POST',
      path: '/api/products/import',
      credentials: 'include',
    });
    expect(imports[0]?.query.get('dryRun')).toBe('false');
    expect(imports[0]?.headers.get('content-type')).toBe('text/csv');
    expect(imports[0]?.headers.get('x-hiti-client')).toBe('web');
    expect(imports[0]?.body).toBe(IMPORTED);
    answerRefusal(refused);

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
    expect(imports[1]?.body).toBe(IMPORTED);
    expect(screen.getByText('0 од 3 редови')).toBeTruthy();
    // the progress bar follows the job, asked for every second, until it completes
    expect(await screen.findByText('2 од 3 редови', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('66');
    expect(screen.getByText('Откажи го увозот')).toBeTruthy();
    expect(await screen.findByText('Производите се зачувани', {}, { timeout: 4000 })).toBeTruthy();
    expect(jobReads[0]?.path).toBe('/api/products/imports/0123456789abcdef01234567');
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
    answerRoute('importProducts', { dryRun: true, created: 3, updated: 0, unchanged: 0, errors: [] });
    const imports = recordRequests('importProducts');
    const { container } = renderPage('al');
    chooseFile(container, new File([IMPORTED], 'produkte.csv', { type: 'text/csv' }));
    fireEvent.click(await screen.findByText('Kontrollo skedarin'));
    expect(
      await screen.findByText('Skedari është gati për import; ende nuk është ruajtur asgjë'),
    ).toBeTruthy();
    expect(imports[0]?.query.get('dryRun')).toBe('true');
    expect(screen.getByText('Do të shtohen').closest('.ant-statistic')?.textContent).toContain('3');
    // still chosen (and named in the result), to be imported next
    expect(screen.getAllByText('Skedari: produkte.csv')).toHaveLength(2);
    expect(button('Importo')).toHaveProperty('disabled', false);
  });

  it('cancels a running import, in Albanian', async () => {
    let current = job({ state: 'running', rowsDone: 1 });
    onRoute('importProducts', () => current, { status: 202 });
    onRoute('getProductImport', () => current);
    onRoute('cancelProductImport', () => {
      current = { ...current, cancelRequested: true };
      const answer = current;
      current = { ...current, state: 'cancelled', finishedAt: current.createdAt };
      return answer;
    });
    const cancels = recordRequests('cancelProductImport');
    const { container } = renderPage('al');
    chooseFile(container, new File([IMPORTED], 'produkte.csv', { type: 'text/csv' }));
    fireEvent.click(await screen.findByText('Importo'));
    fireEvent.click(await screen.findByText('Anulo importin'));
    expect(
      await screen.findByText('Importi u anulua; asnjë produkt nuk u ndryshua', {}, { timeout: 4000 }),
    ).toBeTruthy();
    expect(cancels.map(({ path }) => path)).toEqual([
      '/api/products/imports/0123456789abcdef01234567/cancel',
    ]);
    expect(screen.queryByText('Anulo importin')).toBeNull();
  });

  it('refuses a file that is not UTF-8 without sending it', async () => {
    // no import is answered: one sent would fail the test
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
    answerRoute('checkSession', check);
    answerRoute('countNewEnquiries', { new: 0 });
    // the login page's logo: none stored
    answerRoute('listSiteContent', []);
    const queryClient = createQueryClient();
    queryClient.setQueryData(authCheckQuery.queryKey, check);
    return renderApp(<Routes>{adminRoutes()}</Routes>, { queryClient, path: '/admin/product-csv' });
  }

  it('sends a visitor without a session, whom the CSV routes refuse, to the login page', async () => {
    renderRoute({ authenticated: false, role: null });
    // the admin routes and the login page are lazily loaded chunks, compiled on their first load in a test run
    expect(await screen.findByText('Admin Login', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText('Download CSV')).toBeNull();
  });

  it.each(ROLES)('opens for a signed-in %s exactly when the CSV routes allow the role', async (role) => {
    renderRoute({ authenticated: true, role });
    if (STAFF_ROLES.includes(role)) {
      // the screen is a lazily loaded chunk, compiled on its first load in a test run
      expect(await screen.findByText('Download CSV', {}, { timeout: 10_000 })).toBeTruthy();
    } else {
      expect(await screen.findByText(adminTexts.en.messages.contactAdministrator)).toBeTruthy();
      expect(screen.queryByText('Download CSV')).toBeNull();
    }
  });
});

describe('the way to the CSV screen', () => {
  /** A signed-in admin's API with an empty catalogue and no site content. */
  function stubEmptyShowroom(check: AuthCheck) {
    answerRoute('checkSession', check);
    answerRoute('countNewEnquiries', { new: 0 });
    answerRoute('listProducts', []);
    answerRoute('listCategories', []);
    answerRoute('listSiteContent', []);
    answerRoute('listEditableSiteContent', []);
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
    window.localStorage.setItem(ADMIN_LANGUAGE_KEY, 'al');
    stubEmptyShowroom({ authenticated: true, role: 'super_admin' });
    renderApp(<SuperAdminDashboard />, { path: '/admin/dashboard' });
    const card = await screen.findByText('Produktet në CSV');
    expect(card.closest('a')?.getAttribute('href')).toBe('/admin/product-csv');
  });
});
