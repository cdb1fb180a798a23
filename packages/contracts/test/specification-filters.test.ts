import { describe, expect, it } from 'vitest';
import {
  productFacetsQuerySchema,
  productFacetsSchema,
  productListQuerySchema,
  validationMessages,
  validationText,
} from '../src';
import { parseOk } from './helpers';

const issuesOf = (query: Record<string, unknown>) => {
  const parsed = productListQuerySchema.safeParse(query);
  expect(parsed.success).toBe(false);
  return (
    parsed.error?.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: validationText(issue.message),
    })) ?? []
  );
};

describe('specification filters of the product list query', () => {
  it('reads a choice set from one comma-separated text or repeated parameters, in declared order, each once', () => {
    expect(parseOk(productListQuerySchema, { fuel: 'pellets,wood' })).toEqual({ fuel: ['wood', 'pellets'] });
    expect(parseOk(productListQuerySchema, { fuel: ['wood', 'pellets', 'wood'] })).toEqual({
      fuel: ['wood', 'pellets'],
    });
    expect(parseOk(productListQuerySchema, { energyClass: 'A+,A++' })).toEqual({
      energyClass: ['A++', 'A+'],
    });
  });

  it('reads number ranges in the unit, a decimal comma as a point, and yes/no as booleans', () => {
    expect(
      parseOk(productListQuerySchema, { heatOutputMin: '8', heatOutputMax: '12,5', oven: 'true' }),
    ).toEqual({ heatOutputMin: 8, heatOutputMax: 12.5, oven: true });
    expect(parseOk(productFacetsQuerySchema, { heatedVolumeMin: '100', category: '3' })).toEqual({
      heatedVolumeMin: 100,
      category: '3',
    });
  });

  it('refuses an unknown choice, a range out of order or outside the attribute, naming the field', () => {
    expect(issuesOf({ fuel: 'wood,coal' })).toEqual([
      { path: 'fuel', message: validationMessages.specificationChoice },
    ]);
    expect(issuesOf({ heatOutputMin: '12', heatOutputMax: '8' })).toEqual([
      { path: 'heatOutputMax', message: validationMessages.specificationRangeOrder },
    ]);
    expect(issuesOf({ heatOutputMax: '101' })).toEqual([
      { path: 'heatOutputMax', message: validationMessages.specificationRange_heatOutput },
    ]);
    expect(issuesOf({ heatedVolumeMin: '-5' })[0]?.path).toBe('heatedVolumeMin');
    expect(issuesOf({ oven: 'yes' })[0]?.path).toBe('oven');
  });

  it('refuses an attribute no specification declares', () => {
    expect(productListQuerySchema.safeParse({ colour: 'black' }).success).toBe(false);
    expect(productFacetsQuerySchema.safeParse({ sort: 'featured' }).success).toBe(false);
  });
});

describe('facet answer', () => {
  it('takes each kind of facet and refuses a choice facet for a number attribute', () => {
    const answer = {
      total: 2,
      facets: [
        { key: 'heatOutput', kind: 'number', min: 8, max: 12, count: 2 },
        { key: 'fuel', kind: 'choice', options: [{ value: 'wood', count: 2 }] },
        { key: 'oven', kind: 'yesNo', yes: 1, no: 1 },
      ],
      brands: [{ id: 3, name: 'MCZ', count: 2 }],
    };
    expect(productFacetsSchema.parse(answer)).toEqual(answer);
    expect(
      productFacetsSchema.safeParse({
        total: 0,
        facets: [{ key: 'heatOutput', kind: 'choice', options: [] }],
        brands: [],
      }).success,
    ).toBe(false);
  });
});
