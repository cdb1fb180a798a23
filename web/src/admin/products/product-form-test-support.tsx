import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { BilingualCategory, BilingualProduct } from '@hiti/contracts';
import { authCheckQuery } from '../../api/auth';
import { createQueryClient } from '../../api/query-client';
import { categoryKeys } from '../../api/query-keys';
import { answerRoute, apiError, onRoute, recordRequests } from '../../test/http-mock';
import { renderApp } from '../../test/render';
import { ADMIN_LANGUAGE_KEY } from '../i18n/admin-language';
import type { AdminLanguage } from '../i18n/admin-language';
import { ProductFormPage } from './ProductFormPage';
import { category, storedProduct } from './product-test-fixtures';
import { adminTexts } from '@hiti/contracts';

export { category, storedProduct };

/** An answer of the product API: a stored product, or a whole answer (an error, no answer at all). */
export type StubAnswer = BilingualProduct | (() => Response);

const respond = (answer: StubAnswer) => (typeof answer === 'function' ? answer() : answer);

/**
 * Answers the product API: every write with `write` (the stored product unless told); each read of a
 * product with the next of `productReads` (the last one again once they are used up). Answers the writes
 * and the product reads sent.
 */
export function stubApi(options: { write?: StubAnswer; productReads?: StubAnswer[] } = {}) {
  const write = options.write ?? storedProduct();
  onRoute('createProduct', () => respond(write), { status: 201 });
  onRoute('updateProduct', () => respond(write));
  const answers = options.productReads ?? [storedProduct()];
  const productReads = recordRequests('getProduct');
  onRoute('getProduct', (read) => {
    const answer = answers[Math.min(productReads.indexOf(read) + 1, answers.length) - 1];
    return answer === undefined ? apiError('PRODUCT_NOT_FOUND') : respond(answer);
  });
  return { writes: recordRequests('createProduct', 'updateProduct'), productReads };
}

/**
 * The product form at `path` (a new product unless told), the admin in `language`; the API answers
 * `categories`, and no brands or stores.
 */
export function renderProductForm(
  options: { path?: string; language?: AdminLanguage; categories?: BilingualCategory[] } = {},
): ReturnType<typeof renderApp> {
  window.localStorage.setItem(ADMIN_LANGUAGE_KEY, options.language ?? 'en');
  const categories = options.categories ?? [category];
  answerRoute('listCategories', categories);
  answerRoute('listBrands', []);
  answerRoute('listStores', []);
  answerRoute('countNewEnquiries', { new: 0 });
  const queryClient = createQueryClient();
  queryClient.setQueryData(authCheckQuery.queryKey, { authenticated: true, role: 'product_manager' });
  queryClient.setQueryData(categoryKeys.list({ lang: 'both' }), categories);
  return renderApp(
    <Routes>
      <Route path="/admin/product/:id" element={<ProductFormPage />} />
      <Route path="/admin/dashboard" element={<p>dashboard</p>} />
    </Routes>,
    { queryClient, path: options.path ?? '/admin/product/new' },
  );
}

/** Types `value` into the field labelled `label` (all of it at once, as a paste does). */
export const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Types `text` into the field labelled `label` a key at a time, as the staff do. */
export function typeKeys(label: string, text: string) {
  const input = screen.getByLabelText(label);
  fireEvent.focus(input);
  for (let typed = 1; typed <= text.length; typed += 1) {
    const key = text.charAt(typed - 1);
    fireEvent.keyDown(input, { key });
    fireEvent.change(input, { target: { value: text.slice(0, typed) } });
    fireEvent.keyUp(input, { key });
  }
}

/** Leaves the field labelled `label`. */
export const leave = (label: string) => fireEvent.blur(screen.getByLabelText(label));

/** Adds an image to the gallery by its URL, the admin in `language`. */
export function typeImageUrl(url: string, language: AdminLanguage = 'en') {
  const texts = adminTexts[language].productGallery;
  const count = document.querySelectorAll('ol[aria-label] > li').length;
  fireEvent.click(screen.getByRole('button', { name: texts.addUrl }));
  type(texts.url.replace('{{n}}', String(count + 1)), url);
}

export function fillRequiredFields() {
  type('Product Name (MK)', 'Печка Корab');
  type('Description (MK)', 'Челична печка');
  typeImageUrl('https://example.com/soba.jpg');
}

export async function switchPromotionOn() {
  fireEvent.click(screen.getByRole('switch', { name: 'Promotion' }));
  await screen.findByLabelText('Promotional Price (€)');
}

/** Types a day (`DD.MM.YYYY`) into the date picker labelled `label` and confirms it with Enter. */
export function pickDay(label: string, day: string) {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: day } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
}

export const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save Product' }));
