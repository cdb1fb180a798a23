import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ATTACHED_ASSETS_PREFIX,
  type BilingualCategory,
  type BilingualProduct,
  type Brand,
} from '@hiti/contracts';
import { startCatalog, type TestCatalog } from './support/catalog';

const DEMO_ASSETS = fileURLToPath(new URL('../../media/demo-assets/', import.meta.url));

const started: TestCatalog[] = [];

async function start(options: Parameters<typeof startCatalog>[0]) {
  const catalog = await startCatalog(options);
  started.push(catalog);
  return catalog;
}

afterEach(async () => {
  for (const catalog of started.splice(0)) await catalog.close();
});

const products = async (catalog: TestCatalog, query = '') =>
  (await catalog.call('GET', `/products${query}`)).json<BilingualProduct[]>();

describe('demo catalogue', () => {
  it('seeds about two dozen products over the SPEC categories, with every kind of promotion and stock', async () => {
    const catalog = await start({ seedDemo: true });
    const all = await products(catalog);
    expect(all.length).toBeGreaterThanOrEqual(20);
    const categories = (await catalog.call('GET', '/categories'))
      .json<BilingualCategory[]>()
      .map((category) => category.name.al);
    expect(categories).toEqual(expect.arrayContaining(['Kamina Montues', 'Kamina Elektrik', 'Aksesor']));
    for (const category of categories)
      expect(all.some((product) => product.category.al === category)).toBe(true);

    const now = Date.now();
    const windows = all.filter((product) => product.promoStartDate && product.promoEndDate);
    expect(windows.some((product) => product.promoActive)).toBe(true);
    expect(windows.some((product) => Date.parse(product.promoEndDate ?? '') < now)).toBe(true);
    expect(windows.some((product) => Date.parse(product.promoStartDate ?? '') > now)).toBe(true);
    expect(all.some((product) => !product.inStock)).toBe(true);
    expect(all.some((product) => product.featured)).toBe(true);
    expect(all.some((product) => product.unitPrice !== null)).toBe(true);
    expect(all.some((product) => /[а-ш]/.test(product.name.mk))).toBe(true);
    expect(all.some((product) => /[ëç]/.test(product.name.al + product.description.al))).toBe(true);
    expect((await products(catalog, '?search=kamin')).length).toBeGreaterThan(0);
  });

  it('seeds the makers and gives every demo product one of them', async () => {
    const catalog = await start({ seedDemo: true });
    const brands = (await catalog.call('GET', '/brands')).json<Brand[]>();
    expect(brands.map((brand) => brand.name)).toEqual(
      expect.arrayContaining(['Hiti', 'Edilkamin', 'MCZ', 'Jøtul', 'La Nordica-Extraflame', 'Piazzetta']),
    );
    const all = await products(catalog);
    for (const product of all) expect(product.brand, product.name.al).not.toBeNull();
    const mcz = brands.find((brand) => brand.name === 'MCZ');
    expect((await products(catalog, `?brandId=${mcz?.id}`)).length).toBeGreaterThan(0);
  });

  it('seeds every category and product in both languages: Cyrillic Macedonian, Latin Albanian', async () => {
    const catalog = await start({ seedDemo: true });
    const categories = (await catalog.call('GET', '/categories')).json<BilingualCategory[]>();
    const texts = [
      ...categories.flatMap((category) => [category.name, category.description]),
      ...(await products(catalog)).flatMap((product) => [product.name, product.description]),
    ];
    for (const text of texts) {
      expect(text.mk, JSON.stringify(text)).toMatch(/[а-шѓќѕџјљњ]/i);
      expect(text.al, JSON.stringify(text)).not.toMatch(/[а-шѓќѕџјљњ]/i);
      expect(text.al.trim(), JSON.stringify(text)).not.toBe('');
    }
  });

  it('ships every image it refers to as a small JPEG, three products and more with a gallery', async () => {
    const catalog = await start({ seedDemo: true });
    const all = await products(catalog);
    expect(all.filter((product) => product.images.length >= 2).length).toBeGreaterThanOrEqual(3);
    for (const product of all) expect(product.images[0]?.url).toBe(product.imageUrl);
    const images = new Set(all.flatMap((product) => product.images.map((image) => image.url)));
    for (const category of (await catalog.call('GET', '/categories')).json<BilingualCategory[]>()) {
      if (category.imageUrl) images.add(category.imageUrl);
    }
    for (const image of images) {
      expect(image.startsWith(ATTACHED_ASSETS_PREFIX)).toBe(true);
      const file = DEMO_ASSETS + image.slice(ATTACHED_ASSETS_PREFIX.length);
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size).toBeLessThan(40 * 1024);
    }
  });

  it('seeds once: a restart on the same data brings no deleted demo product back', async () => {
    const first = await start({ seedDemo: true });
    const count = (await products(first)).length;
    const firstProduct = (await products(first, '?sort=price-low-high'))[0];
    await first.call('DELETE', `/products/${firstProduct?.id}`);
    await first.close();
    started.splice(0);

    const again = await start({ seedDemo: true, dbName: first.dbName });
    expect((await products(again)).length).toBe(count - 1);
  });

  it('never seeds over an admin’s data', async () => {
    const plain = await start({});
    await plain.call('POST', '/categories', { name: { mk: 'Моја категорија' } });
    await plain.close();
    started.splice(0);

    const seeded = await start({ seedDemo: true, dbName: plain.dbName });
    expect(await products(seeded)).toEqual([]);
    expect(
      (await seeded.call('GET', '/categories')).json<BilingualCategory[]>().map((category) => category.name),
    ).toEqual([{ mk: 'Моја категорија', al: '' }]);
  });
});
