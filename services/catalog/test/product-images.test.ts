import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mongoose from 'mongoose';
import {
  PRODUCT_IMAGES_MAX,
  validationMessages,
  type BilingualProduct,
  type CatalogImportRow,
  type ErrorBody,
  type ProductImportResult,
} from '@hiti/contracts';
import { testEnv } from '@hiti/local/test-env';
import { startCatalog, type TestCatalog } from './support/catalog';
import { fields } from './support/imports';

let catalog: TestCatalog & { dbName: string };
let connection: mongoose.Connection;

const picture = (n: number, alt = { mk: `Слика ${n}`, al: `Imazh ${n}` }) => ({
  url: `/attached_assets/kamin-${n}.jpg`,
  alt,
});
const noAlt = { mk: '', al: '' };

const read = async (id: number) => (await catalog.call('GET', `/products/${id}`)).json<BilingualProduct>();

beforeAll(async () => {
  catalog = await startCatalog();
  connection = await mongoose.createConnection(testEnv().mongoUri, { dbName: catalog.dbName }).asPromise();
  await catalog.call('POST', '/categories', { name: { mk: 'Aksesor' } });
});

afterAll(async () => {
  await connection.close();
  await catalog.close();
});

describe('product images', () => {
  it('stores a gallery in its order and answers the first as the card image', async () => {
    const images = [picture(2), picture(1), picture(3, { mk: 'Само македонски', al: '' })];
    const created = await catalog.call('POST', '/products', {
      ...fields('Галерија', { imageUrl: undefined }),
      images,
    });
    expect(created.statusCode).toBe(201);
    const product = created.json<BilingualProduct>();
    expect(product.imageUrl).toBe(picture(2).url);
    expect(product.images).toEqual(images);
    expect((await read(product.id)).images).toEqual(images);
    const listed = (await catalog.call('GET', '/products?search=Галерија')).json<BilingualProduct[]>();
    expect(listed.map((item) => item.images)).toEqual([images]);
  });

  it('reorders and removes images with a new list; an image URL alone replaces only the first', async () => {
    const { id } = (
      await catalog.call('POST', '/products', {
        ...fields('Редослед'),
        images: [picture(1), picture(2), picture(3)],
        imageUrl: picture(1).url,
      })
    ).json<BilingualProduct>();
    const reordered = await catalog.call('PATCH', `/products/${id}`, { images: [picture(3), picture(1)] });
    expect(reordered.json<BilingualProduct>()).toMatchObject({
      imageUrl: picture(3).url,
      images: [picture(3), picture(1)],
    });
    const replaced = await catalog.call('PATCH', `/products/${id}`, { imageUrl: picture(9).url });
    expect(replaced.json<BilingualProduct>().images).toEqual([
      { url: picture(9).url, alt: noAlt },
      picture(1),
    ]);
    const same = await catalog.call('PATCH', `/products/${id}`, { imageUrl: picture(9).url, fullPrice: 10 });
    expect(same.json<BilingualProduct>().images).toHaveLength(2);
  });

  it('answers a product stored with one image and no list as a gallery of that image', async () => {
    const { id } = (
      await catalog.call('POST', '/products', fields('Стар производ'))
    ).json<BilingualProduct>();
    await connection.collection('products').updateOne({ id }, { $unset: { images: '' } });
    expect(await connection.collection('products').findOne({ id, images: { $exists: true } })).toBeNull();
    await catalog.call('PATCH', `/products/${id}`, { fullPrice: 5 });
    const product = await read(id);
    expect(product).toMatchObject({ imageUrl: '/attached_assets/demo.jpg', fullPrice: 5 });
    expect(product.images).toEqual([{ url: '/attached_assets/demo.jpg', alt: noAlt }]);
    const more = await catalog.call('PATCH', `/products/${id}`, {
      images: [...product.images, picture(4)],
    });
    expect(more.json<BilingualProduct>().images).toEqual([
      { url: '/attached_assets/demo.jpg', alt: noAlt },
      picture(4),
    ]);
  });

  it.each([
    [
      'over the maximum',
      { images: Array.from({ length: PRODUCT_IMAGES_MAX + 1 }, (_, n) => picture(n)) },
      'images',
      validationMessages.productImagesMax,
    ],
    [
      'not one of the site files',
      { images: [picture(1), { url: 'https://example.com/x.jpg' }] },
      'images.1.url',
      validationMessages.productImageNotOurs,
    ],
    [
      'an alt text too long',
      { images: [picture(1, { mk: 'к'.repeat(201), al: '' })] },
      'images.0.alt.mk',
      validationMessages.productImageAltTooLong,
    ],
    [
      'an image URL that is not the first',
      { imageUrl: picture(2).url, images: [picture(1)] },
      'imageUrl',
      validationMessages.productImageUrlNotFirst,
    ],
  ])('refuses %s naming the field, and writes nothing', async (_case, body, path, message) => {
    const { id } = (
      await catalog.call('POST', '/products', fields(`Одбиен ${path}`))
    ).json<BilingualProduct>();
    const before = await read(id);
    const update = await catalog.call('PATCH', `/products/${id}`, body);
    expect(update.statusCode).toBe(400);
    expect(update.json<ErrorBody>().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path, message }],
    });
    expect(await read(id)).toEqual(before);
    const create = await catalog.call('POST', '/products', { ...fields(`Нов ${path}`), ...body });
    expect(create.statusCode).toBe(400);
    expect(
      (await catalog.call('GET', `/products?search=${encodeURIComponent(`Нов ${path}`)}`)).json(),
    ).toEqual([]);
  });

  it('imports a gallery, and finds a row with the gallery the product has unchanged', async () => {
    const { id } = (await catalog.call('POST', '/products', fields('Увоз'))).json<BilingualProduct>();
    const rows: CatalogImportRow[] = [
      { row: 2, id, product: { images: [{ url: '/attached_assets/demo.jpg', alt: noAlt }] } },
      {
        row: 3,
        id: null,
        product: { ...fields('Увезен'), imageUrl: undefined, images: [picture(5), picture(6)] },
      },
    ];
    const checked = await catalog.call('POST', '/products/import/check', { rows });
    expect(checked.json<ProductImportResult>()).toMatchObject({ created: 1, unchanged: 1, errors: [] });
    const refused = await catalog.call('POST', '/products/import/check', {
      rows: [{ row: 2, id, product: { images: [{ url: '/images/x.jpg' }] } }],
    });
    expect(refused.json<ProductImportResult>().errors).toEqual([
      {
        row: 2,
        field: 'images.0.url',
        key: 'productImageNotOurs',
        message: validationMessages.productImageNotOurs,
      },
    ]);
  });
});
