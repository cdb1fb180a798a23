import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_FIELD, validationMessages, validationTexts, adminTexts } from '@hiti/contracts';
import { apiError, onRoute, recordRequests, type SentRequest } from '../../test/http-mock';
import { renderProductForm, stubApi, type, type StubAnswer } from './product-form-test-support';

configure({ asyncUtilTimeout: 15_000 });

/**
 * Answers the API: each image upload with the next stored file (`/attached_assets/upload-1.jpg`, …), a
 * product write with `write`. Answers the uploads and the writes sent.
 */
function stubGalleryApi(write?: StubAnswer) {
  const uploads = recordRequests('uploadImage');
  onRoute('uploadImage', (upload) => ({
    imageUrl: `/attached_assets/upload-${uploads.indexOf(upload) + 1}.jpg`,
  }));
  return { uploads, saved: stubApi({ write }).writes };
}

/** The uploaded photos, each by the name its bytes carry. */
const photosOf = (uploads: SentRequest<'uploadImage'>[]) =>
  Promise.all(
    uploads.map(({ body }) => {
      const file = body.get(IMAGE_UPLOAD_FIELD);
      return typeof file === 'string' ? file : file?.text();
    }),
  );

const mk = adminTexts.mk.productGallery;
const label = (text: string, n: number) => text.replace('{{n}}', String(n));
// the file's name does not reach the API through jsdom's form: its bytes name it
const photo = (name: string) => new File([name], name, { type: 'image/jpeg' });

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
    expect(await photosOf(api.uploads)).toEqual(['front.jpg', 'side.jpg', 'fire.jpg']);
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
    expect(api.saved[0]?.body).toMatchObject({
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
    expect(await screen.findByText(validationTexts.mk.productImageNotOurs)).toBeTruthy();
    expect(api.saved).toEqual([]);
  });

  it('shows the server’s refusal of the list and of an alt text under their fields in Macedonian', async () => {
    stubGalleryApi(() =>
      apiError('VALIDATION_FAILED', {
        message: 'Validation failed',
        details: [
          { path: 'images', key: 'productImagesMax', message: validationMessages.productImagesMax },
          {
            path: 'images.0.alt.al',
            key: 'productImageAltTooLong',
            message: validationMessages.productImageAltTooLong,
          },
        ],
      }),
    );
    renderProductForm({ language: 'mk' });
    fillTexts();
    await uploadAtOnce(['front.jpg', 'side.jpg']);
    fireEvent.click(screen.getByRole('button', { name: 'Зачувај производ' }));
    expect(await screen.findByText(validationTexts.mk.productImagesMax)).toBeTruthy();
    expect(screen.getByText(validationTexts.mk.productImageAltTooLong)).toBeTruthy();
    expect(screen.queryByText(validationMessages.productImagesMax)).toBeNull();
  });
});
