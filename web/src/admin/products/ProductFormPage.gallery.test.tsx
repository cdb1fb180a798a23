import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validationMessages, validationMessagesTranslated, type ProductCreateInput } from '@hiti/contracts';
import { category, renderProductForm, respond, type } from './product-form-test-support';
import { productGalleryTexts } from './product-gallery-texts';

afterEach(() => {
  vi.unstubAllGlobals();
});

configure({ asyncUtilTimeout: 15_000 });

const json = (status: number, body: unknown) => respond({ status, body });

/**
 * Stubs the API: each image upload answers the next stored file (`/attached_assets/upload-1.jpg`, …) and is
 * recorded by its file name; a product write is recorded and answered with `write`.
 */
function stubGalleryApi(write: { status: number; body?: unknown } = { status: 201 }) {
  const uploaded: string[] = [];
  const saved: ProductCreateInput[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL, init: RequestInit = {}) => {
      const path = new URL(String(url), 'http://localhost').pathname;
      if (path === '/api/upload-image') {
        const file = (init.body as FormData).get('image') as File;
        uploaded.push(file.name);
        return json(200, { imageUrl: `/attached_assets/upload-${uploaded.length}.jpg` });
      }
      if ((init.method ?? 'GET') !== 'GET') {
        saved.push(JSON.parse(String(init.body)) as ProductCreateInput);
        return json(write.status, write.body ?? {});
      }
      if (path === '/api/categories') return json(200, [category]);
      return json(404, {});
    }),
  );
  return { uploaded, saved };
}

const mk = productGalleryTexts.tables.mk;
const label = (text: string, n: number) => text.replace('{n}', String(n));
const photo = (name: string) => new File(['jpeg'], name, { type: 'image/jpeg' });

function fillTexts() {
  type('Име на производот (македонски)', 'Печка Корab');
  type('Опис (македонски)', 'Челична печка');
}

async function uploadAtOnce(names: string[]) {
  const chooser = document.querySelector('input[type=file][multiple]') as HTMLInputElement;
  expect(chooser.accept).toContain('image/');
  fireEvent.change(chooser, { target: { files: names.map(photo) } });
  await screen.findByDisplayValue(`/attached_assets/upload-${names.length}.jpg`);
}

describe('the product form’s gallery', { timeout: 300_000 }, () => {
  it('uploads several images at once, reorders and removes them and saves their alt texts in order', async () => {
    const api = stubGalleryApi();
    renderProductForm({ language: 'mk' });
    fillTexts();
    await uploadAtOnce(['front.jpg', 'side.jpg', 'fire.jpg']);
    expect(api.uploaded).toEqual(['front.jpg', 'side.jpg', 'fire.jpg']);
    expect(screen.getByText(`${label(mk.imageNumber, 1)} · ${mk.cardImage}`)).toBeTruthy();

    type(label(mk.altMk, 1), 'Предна страна');
    type(label(mk.altAl, 1), 'Pamja ballore');
    type(label(mk.altMk, 3), 'Оган');
    // the fire picture to the front with the keyboard's buttons, then the side view removed
    fireEvent.click(screen.getByRole('button', { name: label(mk.moveUp, 3) }));
    fireEvent.click(screen.getByRole('button', { name: label(mk.moveUp, 2) }));
    expect((screen.getByLabelText(label(mk.url, 1)) as HTMLInputElement).value).toBe(
      '/attached_assets/upload-3.jpg',
    );
    expect(screen.getByRole('button', { name: label(mk.moveUp, 1) }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: label(mk.remove, 3) }));
    expect(screen.queryByLabelText(label(mk.url, 3))).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Зачувај производ' }));
    await waitFor(() => expect(api.saved).toHaveLength(1));
    expect(api.saved[0]).toMatchObject({
      imageUrl: '/attached_assets/upload-3.jpg',
      images: [
        { url: '/attached_assets/upload-3.jpg', alt: { mk: 'Оган', al: '' } },
        { url: '/attached_assets/upload-1.jpg', alt: { mk: 'Предна страна', al: 'Pamja ballore' } },
      ],
    });
  });

  it('refuses an image from elsewhere beside uploaded ones, under its field in the admin’s language', async () => {
    const api = stubGalleryApi();
    renderProductForm({ language: 'mk' });
    fillTexts();
    await uploadAtOnce(['front.jpg']);
    fireEvent.click(screen.getByRole('button', { name: mk.addUrl }));
    type(label(mk.url, 2), 'https://example.com/x.jpg');
    fireEvent.click(screen.getByRole('button', { name: 'Зачувај производ' }));
    expect(await screen.findByText(validationMessagesTranslated.mk.productImageNotOurs)).toBeTruthy();
    expect(api.saved).toEqual([]);
  });

  it('shows the server’s refusal of the list and of an alt text under their fields in Macedonian', async () => {
    stubGalleryApi({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Validation failed',
          details: [
            { path: 'images', message: validationMessages.productImagesMax },
            { path: 'images.0.alt.al', message: validationMessages.productImageAltTooLong },
          ],
        },
      },
    });
    renderProductForm({ language: 'mk' });
    fillTexts();
    await uploadAtOnce(['front.jpg', 'side.jpg']);
    fireEvent.click(screen.getByRole('button', { name: 'Зачувај производ' }));
    expect(await screen.findByText(validationMessagesTranslated.mk.productImagesMax)).toBeTruthy();
    expect(screen.getByText(validationMessagesTranslated.mk.productImageAltTooLong)).toBeTruthy();
    expect(screen.queryByText(validationMessages.productImagesMax)).toBeNull();
  });
});
