import { describe, expect, it } from 'vitest';
import {
  QUERY_TEXT_MAX,
  auditQuerySchema,
  categoryListQuerySchema,
  imageVariantQuerySchema,
  mailOutboxQuerySchema,
  productIdParamsSchema,
  productImportQuerySchema,
  productListQuerySchema,
  siteContentQuerySchema,
} from '../src';
import { parseOk } from './helpers';

describe('product list query', () => {
  it.each(['search', 'category'])(
    'takes a %s of QUERY_TEXT_MAX characters once trimmed, not one more',
    (name) => {
      const longest = 'x'.repeat(QUERY_TEXT_MAX);
      expect(parseOk(productListQuerySchema, { [name]: ` ${longest} ` })).toEqual({ [name]: longest });
      expect(productListQuerySchema.safeParse({ [name]: `${longest}x` }).success).toBe(false);
    },
  );

  it('turns the texts true and false into booleans', () => {
    expect(parseOk(productListQuerySchema, { inStock: 'true', onPromo: 'false', featured: 'true' })).toEqual({
      inStock: true,
      onPromo: false,
      featured: true,
    });
  });

  it.each(['1', '0', 'yes', 'TRUE', '', 'on'])('rejects the boolean text %j', (value) => {
    expect(productListQuerySchema.safeParse({ inStock: value }).success).toBe(false);
    expect(productListQuerySchema.safeParse({ onPromo: value }).success).toBe(false);
    expect(productListQuerySchema.safeParse({ featured: value }).success).toBe(false);
  });

  it('coerces prices to numbers of 0 or more', () => {
    expect(parseOk(productListQuerySchema, { minPrice: '0', maxPrice: '10000' })).toEqual({
      minPrice: 0,
      maxPrice: 10000,
    });
    expect(parseOk(productListQuerySchema, { minPrice: '99.5' }).minPrice).toBe(99.5);
  });

  it.each(['-1', 'abc', '', '1e3', '10,5', 'Infinity'])('rejects the price %j', (value) => {
    expect(productListQuerySchema.safeParse({ minPrice: value }).success).toBe(false);
    expect(productListQuerySchema.safeParse({ maxPrice: value }).success).toBe(false);
  });

  it('rejects a minimum above the maximum, allows them equal', () => {
    expect(productListQuerySchema.safeParse({ minPrice: '200', maxPrice: '100' }).success).toBe(false);
    expect(productListQuerySchema.safeParse({ minPrice: '100', maxPrice: '100' }).success).toBe(true);
  });

  it('accepts search, category and the sort options; blank texts count as absent', () => {
    expect(
      parseOk(productListQuerySchema, { search: ' kamin ', category: 'Aksesor', sort: 'price-low-high' }),
    ).toEqual({
      search: 'kamin',
      category: 'Aksesor',
      sort: 'price-low-high',
    });
    expect(parseOk(productListQuerySchema, { search: '  ', category: '' })).toEqual({});
    expect(productListQuerySchema.safeParse({ sort: 'cheapest' }).success).toBe(false);
  });

  it('accepts the cache busters t and _', () => {
    expect(productListQuerySchema.safeParse({ t: '1700000000000', _: '1' }).success).toBe(true);
  });

  it('rejects unknown fields', () => {
    expect(productListQuerySchema.safeParse({ offset: '2' }).success).toBe(false);
    expect(productListQuerySchema.safeParse({ instock: 'true' }).success).toBe(false);
  });

  it('accepts an empty query', () => {
    expect(parseOk(productListQuerySchema, {})).toEqual({});
  });
});

describe('path ids', () => {
  it.each([
    ['1', 1],
    ['42', 42],
  ])('%s is the id %i', (text, id) => {
    expect(parseOk(productIdParamsSchema, { id: text })).toEqual({ id });
  });

  it.each(['0', '-1', '1.5', 'abc', '', '01', 'new'])('rejects %j', (id) => {
    expect(productIdParamsSchema.safeParse({ id }).success).toBe(false);
  });
});

describe('other queries', () => {
  it('categories accept only cache busters', () => {
    expect(categoryListQuerySchema.safeParse({ t: '1' }).success).toBe(true);
    expect(categoryListQuerySchema.safeParse({ name: 'x' }).success).toBe(false);
  });

  it('site content filters by a known type', () => {
    expect(parseOk(siteContentQuerySchema, { type: 'hero', t: '1' })).toEqual({ type: 'hero', t: '1' });
    expect(siteContentQuerySchema.safeParse({ type: 'banner' }).success).toBe(false);
    expect(siteContentQuerySchema.safeParse({ key: 'main_logo' }).success).toBe(false);
  });

  it('image variants accept only the known widths', () => {
    expect(parseOk(imageVariantQuerySchema, { w: '640' })).toEqual({ w: 640 });
    expect(parseOk(imageVariantQuerySchema, {})).toEqual({});
    for (const w of ['100', '641', 'large', ''])
      expect(imageVariantQuerySchema.safeParse({ w }).success).toBe(false);
  });

  it('paged lists default to page 1 of 20 and allow at most 100 per page', () => {
    expect(parseOk(auditQuerySchema, {})).toEqual({ page: 1, pageSize: 20 });
    expect(parseOk(auditQuerySchema, { page: '3', pageSize: '100', entity: 'product' })).toEqual({
      page: 3,
      pageSize: 100,
      entity: 'product',
    });
    expect(auditQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(auditQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(mailOutboxQuerySchema.safeParse({ status: 'failed' }).success).toBe(true);
    expect(mailOutboxQuerySchema.safeParse({ status: 'lost' }).success).toBe(false);
  });

  it('product import dry run is false unless asked for', () => {
    expect(parseOk(productImportQuerySchema, {})).toEqual({ dryRun: false });
    expect(parseOk(productImportQuerySchema, { dryRun: 'true' })).toEqual({ dryRun: true });
    expect(productImportQuerySchema.safeParse({ dryRun: 'yes' }).success).toBe(false);
  });
});
