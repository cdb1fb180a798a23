import { describe, expect, it } from 'vitest';
import {
  PRODUCT_IMAGE_ALT_MAX,
  PRODUCT_IMAGES_MAX,
  bilingualProductSchema,
  isOwnImagePath,
  productCreateSchema,
  productUpdateSchema,
  validationMessages,
  validationTexts,
} from '../src';
import { issuesAt, parseOk } from './helpers';

const base = {
  name: { mk: 'Камин Нордика', al: 'Kamin Nordica' },
  description: { mk: 'Камин на дрва', al: 'Kamin me dru' },
  category: 'Kamina Montues',
};
const image = (n: number) => ({
  url: `/attached_assets/kamin-${n}.jpg`,
  alt: { mk: `Камин ${n}`, al: `Kamin ${n}` },
});

describe('product images', () => {
  it('takes an ordered gallery in place of the image URL, alt texts trimmed and optional', () => {
    const parsed = parseOk(productCreateSchema, {
      ...base,
      images: [
        { url: '/attached_assets/b.webp', alt: { mk: ' Предна страна ' } },
        { url: '/attached_assets/a.jpg' },
      ],
    });
    expect(parsed.imageUrl).toBeUndefined();
    expect(parsed.images).toEqual([
      { url: '/attached_assets/b.webp', alt: { mk: 'Предна страна', al: '' } },
      { url: '/attached_assets/a.jpg', alt: { mk: '', al: '' } },
    ]);
  });

  it('still takes the image URL alone, as SPEC callers send it', () => {
    const parsed = parseOk(productCreateSchema, { ...base, imageUrl: 'https://example.com/kamin.jpg' });
    expect(parsed.imageUrl).toBe('https://example.com/kamin.jpg');
    expect(parsed.images).toBeUndefined();
  });

  it('needs an image URL or a gallery', () => {
    expect(issuesAt(productCreateSchema, base, 'imageUrl')).toEqual([validationMessages.imageUrlRequired]);
    expect(issuesAt(productCreateSchema, { ...base, images: [] }, 'images')).toEqual([
      validationMessages.productImagesRequired,
    ]);
  });

  it('takes an image URL beside a gallery only as its first image', () => {
    const images = [image(1), image(2)];
    expect(parseOk(productUpdateSchema, { imageUrl: image(1).url, images }).images).toHaveLength(2);
    expect(issuesAt(productUpdateSchema, { imageUrl: image(2).url, images }, 'imageUrl')).toEqual([
      validationMessages.productImageUrlNotFirst,
    ]);
  });

  it(`takes ${PRODUCT_IMAGES_MAX} images and refuses one more, naming the field`, () => {
    const most = Array.from({ length: PRODUCT_IMAGES_MAX }, (_, n) => image(n));
    expect(parseOk(productCreateSchema, { ...base, images: most }).images).toHaveLength(PRODUCT_IMAGES_MAX);
    expect(issuesAt(productUpdateSchema, { images: [...most, image(99)] }, 'images')).toEqual([
      validationMessages.productImagesMax,
    ]);
  });

  it.each([
    'https://example.com/a.jpg',
    '/images/a.jpg',
    '/attached_assets/../secret.jpg',
    '/attached_assets/sub/a.jpg',
    '//evil.example/attached_assets/a.jpg',
    '',
  ])('refuses %j as not one of the site files', (url) => {
    expect(isOwnImagePath(url)).toBe(false);
    expect(issuesAt(productUpdateSchema, { images: [image(1), { url }] }, 'images.1.url')).toEqual([
      validationMessages.productImageNotOurs,
    ]);
  });

  it('refuses an alt text that is too long, naming the language', () => {
    const alt = { mk: 'к'.repeat(PRODUCT_IMAGE_ALT_MAX), al: 'k'.repeat(PRODUCT_IMAGE_ALT_MAX + 1) };
    expect(
      issuesAt(productUpdateSchema, { images: [{ url: image(1).url, alt }] }, 'images.0.alt.al'),
    ).toEqual([validationMessages.productImageAltTooLong]);
    expect(
      issuesAt(productUpdateSchema, { images: [{ url: image(1).url, alt }] }, 'images.0.alt.mk'),
    ).toEqual([]);
  });

  it('refuses unknown fields of an image', () => {
    expect(productUpdateSchema.safeParse({ images: [{ ...image(1), title: 'x' }] }).success).toBe(false);
  });

  it('says every refusal in Macedonian and Albanian', () => {
    for (const key of [
      'productImagesRequired',
      'productImagesMax',
      'productImageNotOurs',
      'productImageAltTooLong',
    ] as const) {
      expect(validationTexts.mk[key]).toMatch(/[\u0400-\u04FF]/);
      expect(validationTexts.al[key]).toMatch(/^[^\u0400-\u04FF]+$/);
    }
  });

  it('answers a product with at least one image', () => {
    const view = bilingualProductSchema.shape.images;
    expect(view.safeParse([]).success).toBe(false);
    expect(view.safeParse([{ url: '/a.jpg', alt: { mk: '', al: '' } }]).success).toBe(true);
  });
});
