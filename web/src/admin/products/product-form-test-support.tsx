import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { vi } from 'vitest';
import type { BilingualCategory } from '@hiti/contracts';
import { authCheckQuery } from '../../api/auth';
import { createQueryClient } from '../../api/query-client';
import { categoryKeys } from '../../api/query-keys';
import { renderApp } from '../../test/render';
import { ADMIN_LANGUAGE_KEY } from '../i18n/admin-language';
import type { AdminLanguage } from '../i18n/admin-language';
import { ProductFormPage } from './ProductFormPage';
import { category, storedProduct } from './product-fixtures';
import { productGalleryTexts } from './product-gallery-texts';

export { category, storedProduct };

/** An answer of the stubbed API: a status with a JSON body, or no answer at all (the network failed). */
export type StubAnswer = { status: number; body?: unknown } | 'network failure';

export function respond(answer: StubAnswer): Response {
  if (answer === 'network failure') throw new TypeError('Failed to fetch');
  return new Response(JSON.stringify(answer.body ?? {}), {
    status: answer.status,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * Stubs the API: records the body of every write and answers it with `write` (created unless told); a
 * read of product 7 gets the next of `productReads` (the last one again once they are used up); the
 * categories read gets `categories` (the one category unless told).
 */
export function stubApi(
  options: { write?: StubAnswer; productReads?: StubAnswer[]; categories?: BilingualCategory[] } = {},
) {
  const writes: unknown[] = [];
  const productReads: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL, init: RequestInit = {}) => {
      const path = new URL(String(url), 'http://localhost').pathname;
      if ((init.method ?? 'GET') !== 'GET') {
        writes.push(JSON.parse(String(init.body)));
        return respond(options.write ?? { status: 201 });
      }
      if (path === '/api/categories') return respond({ status: 200, body: options.categories ?? [category] });
      if (path === '/api/products/7') {
        const answers = options.productReads ?? [{ status: 200, body: storedProduct() }];
        productReads.push(path);
        return respond(answers[Math.min(productReads.length, answers.length) - 1] ?? { status: 404 });
      }
      return respond({ status: 404 });
    }),
  );
  return { writes, productReads };
}

/** The product form at `path` (a new product unless told), the admin in `language`. */
export function renderProductForm(
  options: { path?: string; language?: AdminLanguage; categories?: BilingualCategory[] } = {},
): ReturnType<typeof renderApp> {
  window.localStorage.setItem(ADMIN_LANGUAGE_KEY, options.language ?? 'en');
  const queryClient = createQueryClient();
  queryClient.setQueryData(authCheckQuery.queryKey, { authenticated: true, role: 'product_manager' });
  queryClient.setQueryData(categoryKeys.list({ lang: 'both' }), options.categories ?? [category]);
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
  const texts = productGalleryTexts.tables[language];
  const count = document.querySelectorAll('ol[aria-label] > li').length;
  fireEvent.click(screen.getByRole('button', { name: texts.addUrl }));
  type(texts.url.replace('{n}', String(count + 1)), url);
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
