import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { validationMessages, type BilingualCategory, type FieldIssue } from '@hiti/contracts';
import { authCheckQuery } from '../../api/auth';
import { createQueryClient } from '../../api/query-client';
import { categoryKeys } from '../../api/query-keys';
import { answerRoute, onRoute, recordRequests, refuseRoute } from '../../test/http-mock';
import { renderApp } from '../../test/render';
import { stubEndedSession } from '../auth/ended-session-test-support';
import { ADMIN_LANGUAGE_KEY } from '../i18n/admin-language';
import type { AdminLanguage } from '../i18n/admin-language';
import { completeCategoryValues } from './CategoryForm';
import { CategoryManager } from './CategoryManager';

const stored: BilingualCategory = {
  id: 7,
  name: { mk: 'Прибор', al: 'Aksesor' },
  description: { mk: 'Прибор', al: 'Pajisje' },
  imageUrl: '',
};

function renderManager(language: AdminLanguage = 'en') {
  window.localStorage.setItem(ADMIN_LANGUAGE_KEY, language);
  const queryClient = createQueryClient();
  queryClient.setQueryData(authCheckQuery.queryKey, { authenticated: true, role: 'product_manager' });
  queryClient.setQueryData(categoryKeys.list({ lang: 'both' }), [stored]);
  return renderApp(<CategoryManager />, { queryClient, path: '/admin/categories' });
}

/**
 * The showroom's API as the page sees it: answers a created category (or `refusal`, a 400 with field
 * details, to a write), records what was sent.
 */
function stubApi(refusal?: FieldIssue[]) {
  answerRoute('countNewEnquiries', { new: 0 });
  answerRoute('listCategories', [stored]);
  if (refusal) {
    for (const write of ['createCategory', 'updateCategory', 'deleteCategory'] as const) {
      refuseRoute(write, 'VALIDATION_FAILED', { details: refusal });
    }
  } else {
    onRoute('createCategory', ({ body }) => ({ ...stored, ...body, id: 8 }), { status: 201 });
    onRoute('updateCategory', ({ body, params }) => ({ ...stored, ...body, id: Number(params.id) }));
    answerRoute('deleteCategory', undefined);
  }
  return recordRequests();
}

function submitNewCategory(name: string, description: string, albanian = { name: '', description: '' }) {
  fireEvent.click(screen.getByRole('button', { name: /Add Category/ }));
  fireEvent.change(screen.getByLabelText('Name (MK)'), { target: { value: name } });
  fireEvent.change(screen.getByLabelText('Description (MK)'), { target: { value: description } });
  fireEvent.change(screen.getByLabelText('Name (AL)'), { target: { value: albanian.name } });
  fireEvent.change(screen.getByLabelText('Description (AL)'), { target: { value: albanian.description } });
  fireEvent.click(screen.getByRole('button', { name: /Create Category/ }));
}

describe('completeCategoryValues', () => {
  const text = (mk: string, al = '') => ({ mk, al });
  it('needs a Macedonian name and description after trimming, and answers the trimmed values', () => {
    expect(
      completeCategoryValues({ name: text('  ', 'Soba'), description: text('x'), imageUrl: '' }),
    ).toBeNull();
    expect(
      completeCategoryValues({ name: text('Печки'), description: text(' \n ', 'x'), imageUrl: '' }),
    ).toBeNull();
    expect(
      completeCategoryValues({
        name: text(' Печки ', ' Sobat '),
        description: text(' Соба '),
        imageUrl: ' /a.jpg ',
      }),
    ).toEqual({
      name: { mk: 'Печки', al: 'Sobat' },
      description: { mk: 'Соба', al: '' },
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
    submitNewCategory(' Печки ', 'Соба и кујна ', { name: 'Sobat ', description: '' });
    expect(await screen.findByText('Category created successfully')).toBeTruthy();
    await waitFor(() =>
      expect(sent.find((call) => call.method === 'POST')).toMatchObject({
        path: '/api/categories',
        body: {
          name: { mk: 'Печки', al: 'Sobat' },
          description: { mk: 'Соба и кујна', al: '' },
          imageUrl: '',
        },
      }),
    );
  });
});

describe('CategoryManager opening the form', { timeout: 30_000 }, () => {
  it('brings the form into view with the cursor in its first field, whichever row was edited', async () => {
    stubApi();
    const scrolled: Element[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrollIntoView;
    onTestFinished(() => {
      Element.prototype.scrollIntoView = original;
    });
    renderManager();
    fireEvent.click(await screen.findByRole('button', { name: /Edit/ }));
    const name = screen.getByLabelText('Name (MK)');
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect((name as HTMLInputElement).value).toBe('Прибор');
    expect(scrolled.some((element) => element.contains(name))).toBe(true);
  });
});

describe('CategoryManager deleting the category being edited', { timeout: 30_000 }, () => {
  it('closes its form, which could only fail to save a category that is gone', async () => {
    const sent = stubApi();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    onTestFinished(() => confirm.mockRestore());
    renderManager();
    fireEvent.click(await screen.findByRole('button', { name: /Edit/ }));
    expect(screen.getByText('Edit Category')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Delete/ }));
    expect(await screen.findByText('Category deleted successfully')).toBeTruthy();
    expect(sent.some((call) => call.method === 'DELETE')).toBe(true);
    await waitFor(() => expect(screen.queryByText('Edit Category')).toBeNull());
  });
});

describe('CategoryManager when the session ended', { timeout: 60_000 }, () => {
  it('asks to sign in again over the form, keeps what was typed, and then saves it', async () => {
    answerRoute('countNewEnquiries', { new: 0 });
    answerRoute('listCategories', [stored]);
    const posts = stubEndedSession('createCategory', (body) => ({ ...stored, ...body, id: 8 }));
    renderManager('mk');
    fireEvent.click(await screen.findByRole('button', { name: /Додај категорија/ }));
    fireEvent.change(screen.getByLabelText('Име (македонски)'), { target: { value: 'Печки' } });
    fireEvent.change(screen.getByLabelText('Опис (македонски)'), { target: { value: 'Соба' } });
    fireEvent.click(screen.getByRole('button', { name: /Креирај категорија/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Вашата сесија истече')).toBeTruthy();
    expect((screen.getByLabelText('Име (македонски)') as HTMLInputElement).value).toBe('Печки');
    fireEvent.change(within(dialog).getByLabelText('Корисничко име'), { target: { value: 'menaxher' } });
    fireEvent.change(within(dialog).getByLabelText('Лозинка'), { target: { value: 'right' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Најави се и продолжи' }));
    expect(await screen.findByText('Категоријата е успешно креирана')).toBeTruthy();
    expect(posts).toHaveLength(2);
    expect(posts[1]?.body).toEqual(posts[0]?.body);
  });
});

describe('CategoryManager in the admin language', { timeout: 60_000 }, () => {
  it('speaks Macedonian: list, form and the blank-field message', async () => {
    const sent = stubApi();
    renderManager('mk');
    expect(await screen.findByText('Управување со категории')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Име (албански)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Уреди/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Додај категорија/ }));
    expect(screen.getByText('Предложени слики:')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Име (македонски)'), { target: { value: 'Печки' } });
    fireEvent.click(screen.getByRole('button', { name: /Креирај категорија/ }));
    expect(await screen.findByText('Ве молиме пополнете ги сите полиња')).toBeTruthy();
    expect(sent.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('speaks Albanian: creating a category and asking before deleting one', async () => {
    stubApi();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderManager('al');
    expect(await screen.findByText('Menaxhimi i kategorive')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Fshi/ }));
    expect(confirm).toHaveBeenCalledWith('Jeni të sigurt që doni ta fshini këtë kategori?');
    fireEvent.click(screen.getByRole('button', { name: /Shto kategori/ }));
    fireEvent.change(screen.getByLabelText('Emri (maqedonisht)'), { target: { value: 'Печки' } });
    fireEvent.change(screen.getByLabelText('Përshkrimi (maqedonisht)'), { target: { value: 'Соба' } });
    fireEvent.click(screen.getByRole('button', { name: /Krijo kategorinë/ }));
    expect(await screen.findByText('Kategoria u krijua me sukses')).toBeTruthy();
    confirm.mockRestore();
  });
});

describe('CategoryManager field messages', { timeout: 60_000 }, () => {
  it('checks the image path with the category rules as it is typed, and sends nothing refused', async () => {
    const sent = stubApi();
    renderManager();
    fireEvent.click(screen.getByRole('button', { name: /Add Category/ }));
    fireEvent.change(screen.getByLabelText('Image Path'), { target: { value: 'images/a.jpg' } });
    expect(await screen.findByText(validationMessages.imageUrlInvalid)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name (MK)'), { target: { value: 'Печки' } });
    fireEvent.change(screen.getByLabelText('Description (MK)'), { target: { value: 'Соба' } });
    fireEvent.click(screen.getByRole('button', { name: /Create Category/ }));
    fireEvent.change(screen.getByLabelText('Image Path'), { target: { value: '/images/a.jpg' } });
    await waitFor(() => expect(screen.queryByText(validationMessages.imageUrlInvalid)).toBeNull());
    expect(sent.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('refuses a blank name with the SPEC message and says so under the name', async () => {
    const sent = stubApi();
    renderManager();
    submitNewCategory('  ', 'Соба');
    expect(await screen.findByText('Please fill in all fields')).toBeTruthy();
    expect(screen.getByText(validationMessages.categoryNameRequired)).toBeTruthy();
    expect(sent.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('says a blank Macedonian description is required under it, not only in the toast', async () => {
    const sent = stubApi();
    renderManager();
    submitNewCategory('Печки', '   ');
    expect(await screen.findByText('Please fill in all fields')).toBeTruthy();
    expect(await screen.findByText(validationMessages.productDescriptionRequired)).toBeTruthy();
    expect(sent.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('marks the Macedonian name and description required, and only those', async () => {
    stubApi();
    renderManager('al');
    fireEvent.click(await screen.findByRole('button', { name: /Shto kategori/ }));
    const marked = [...document.querySelectorAll('label.ant-form-item-required')].map(
      (label) => label.textContent,
    );
    expect(marked).toEqual(['Emri (maqedonisht)', 'Përshkrimi (maqedonisht)']);
    fireEvent.change(screen.getByLabelText('Përshkrimi (maqedonisht)'), { target: { value: ' ' } });
    expect(await screen.findByText('Përshkrimi është i detyrueshëm')).toBeTruthy();
  });

  it('says a cleared name is required under it, in Macedonian', async () => {
    stubApi();
    renderManager('mk');
    fireEvent.click(await screen.findByRole('button', { name: /Уреди/ }));
    fireEvent.change(screen.getByLabelText('Име (македонски)'), { target: { value: ' ' } });
    expect(await screen.findByText('Името на категоријата е задолжително')).toBeTruthy();
  });

  it('shows the fields a refused save names under them, in Albanian', async () => {
    stubApi([
      { path: 'imageUrl', key: 'imageUrlInvalid', message: validationMessages.imageUrlInvalid },
      { path: 'name.al', key: 'tooLong', message: validationMessages.tooLong },
    ]);
    renderManager('al');
    fireEvent.click(await screen.findByRole('button', { name: /Shto kategori/ }));
    fireEvent.change(screen.getByLabelText('Emri (maqedonisht)'), { target: { value: 'Печки' } });
    fireEvent.change(screen.getByLabelText('Përshkrimi (maqedonisht)'), { target: { value: 'Соба' } });
    fireEvent.click(screen.getByRole('button', { name: /Krijo kategorinë/ }));
    expect(await screen.findByText('Shkruani një URL të vlefshme ose ngarkoni një imazh')).toBeTruthy();
    expect(screen.getByText('Vlera është shumë e gjatë')).toBeTruthy();
  });
});
