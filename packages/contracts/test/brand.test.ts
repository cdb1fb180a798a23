import { describe, expect, it } from 'vitest';
import {
  brandFilterSchema,
  brandInUseMessage,
  brandInputSchema,
  brandNameKey,
  brandUpdateSchema,
  productCreateSchema,
  productFacetsQuerySchema,
  productUpdateSchema,
  sortBrands,
  validationKeys,
  validationMessages,
  validationText,
} from '../src';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  validationText(result.error?.issues[0]?.message ?? '');

describe('brand input', () => {
  it('trims the name and defaults the website to none and the order to 0', () => {
    expect(brandInputSchema.parse({ name: '  Jøtul ' })).toEqual({
      name: 'Jøtul',
      websiteUrl: null,
      order: 0,
    });
    expect(brandInputSchema.parse({ name: 'MCZ', websiteUrl: ' https://www.mcz.it ', order: 3 })).toEqual({
      name: 'MCZ',
      websiteUrl: 'https://www.mcz.it',
      order: 3,
    });
    expect(brandInputSchema.parse({ name: 'MCZ', websiteUrl: '' }).websiteUrl).toBeNull();
  });

  it('refuses a blank, too long or control-character name, naming why', () => {
    expect(messageOf(brandInputSchema.safeParse({ name: '   ' }))).toBe(validationMessages.brandNameRequired);
    expect(messageOf(brandInputSchema.safeParse({}))).toBe(validationMessages.brandNameRequired);
    expect(messageOf(brandInputSchema.safeParse({ name: 'x'.repeat(61) }))).toBe(validationMessages.tooLong);
    expect(messageOf(brandInputSchema.safeParse({ name: 'MC\u0007Z' }))).toBe(
      validationMessages.textHiddenCharacters,
    );
    expect(messageOf(brandInputSchema.safeParse({ name: 'Hiti\nKamina' }))).toBe(
      validationMessages.textHiddenCharacters,
    );
  });

  it('takes only web addresses as the website, and orders from 0 to 999', () => {
    for (const websiteUrl of ['/brands/mcz', 'javascript:alert(1)', 'www.mcz.it', '//mcz.it']) {
      expect(messageOf(brandInputSchema.safeParse({ name: 'MCZ', websiteUrl }))).toBe(
        validationMessages.brandWebsiteInvalid,
      );
    }
    expect(brandInputSchema.safeParse({ name: 'MCZ', order: 1000 }).success).toBe(false);
    expect(brandInputSchema.safeParse({ name: 'MCZ', order: 1.5 }).success).toBe(false);
    expect(brandInputSchema.safeParse({ name: 'MCZ', extra: 1 }).success).toBe(false);
  });

  it('updates any subset of the fields, defaulting nothing', () => {
    expect(brandUpdateSchema.parse({})).toEqual({});
    expect(brandUpdateSchema.parse({ order: 2 })).toEqual({ order: 2 });
  });

  it('keys names regardless of case and sorts by order, then name', () => {
    expect(brandNameKey(' JØTUL ')).toBe(brandNameKey('jøtul'));
    const sorted = sortBrands([
      { name: 'Piazzetta', order: 1 },
      { name: 'MCZ', order: 0 },
      { name: 'Edilkamin', order: 1 },
    ]);
    expect(sorted.map((brand) => brand.name)).toEqual(['MCZ', 'Edilkamin', 'Piazzetta']);
    expect(brandInUseMessage(3)).toMatch(/^3 products use this brand/);
    expect(brandInUseMessage(1)).toMatch(/^1 product uses this brand/);
  });
});

describe('a product brand', () => {
  const product = {
    name: { mk: 'Камин' },
    description: { mk: 'Опис' },
    category: 1,
    imageUrl: '/attached_assets/a.jpg',
  };

  it('is none by default, an id, or cleared with null', () => {
    expect(productCreateSchema.parse(product).brandId).toBeNull();
    expect(productCreateSchema.parse({ ...product, brandId: 4 }).brandId).toBe(4);
    expect(productUpdateSchema.parse({ brandId: null })).toEqual({ brandId: null });
    expect(productUpdateSchema.parse({}).brandId).toBeUndefined();
  });

  it('refuses an id that is no positive whole number, naming the field', () => {
    const result = productUpdateSchema.safeParse({ brandId: 'MCZ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['brandId'],
      message: validationKeys.brandUnknown,
    });
  });
});

describe('the brand filter of a list', () => {
  it('takes a comma list or the parameter repeated, each id once, in order', () => {
    expect(brandFilterSchema.parse('5,3')).toEqual([3, 5]);
    expect(brandFilterSchema.parse(['3', '5,3'])).toEqual([3, 5]);
    expect(productFacetsQuerySchema.parse({ brandId: '2' }).brandId).toEqual([2]);
  });

  it('refuses what is no id', () => {
    expect(brandFilterSchema.safeParse('mcz').success).toBe(false);
    expect(brandFilterSchema.safeParse('0').success).toBe(false);
  });
});
