import { describe, expect, it } from 'vitest';
import { filtersFromSearchParams, filtersToSearchParams, facetsQuery } from './product-filters';
import { specificationFilterCount, specificationParamsFrom } from './specification-filters';

describe('specification filters in a page address', () => {
  it('reads a form submission: repeated choices, empty bounds left out, a decimal comma as a point', () => {
    const submitted = new URLSearchParams(
      'category=4&fuel=pellets&fuel=wood&heatOutputMin=8&heatOutputMax=12,5&heatedVolumeMin=&oven=true',
    );
    expect(specificationParamsFrom(submitted)).toEqual({
      fuel: 'wood,pellets',
      heatOutputMin: '8',
      heatOutputMax: '12.5',
      oven: 'true',
    });
  });

  it('drops what the API would refuse: unknown choices, bounds out of range or the wrong way round', () => {
    expect(
      specificationParamsFrom(
        new URLSearchParams('fuel=coal&heatOutputMin=12&heatOutputMax=8&heatedVolumeMax=99999&oven=maybe'),
      ),
    ).toEqual({});
  });

  it('keeps them in the shareable address in a fixed order and counts each attribute once', () => {
    const filters = filtersFromSearchParams(
      new URLSearchParams('heatOutputMax=12&fuel=wood&sort=price-low-high&heatOutputMin=8&category=4'),
    );
    expect(filtersToSearchParams(filters).toString()).toBe(
      'category=4&sort=price-low-high&fuel=wood&heatOutputMin=8&heatOutputMax=12',
    );
    expect(specificationFilterCount(filters.specifications)).toBe(2);
    expect(facetsQuery(filters)).toEqual({
      category: '4',
      fuel: 'wood',
      heatOutputMin: '8',
      heatOutputMax: '12',
    });
  });
});

describe('the brand filter in a page address', () => {
  it('reads checked brands (repeated or a comma list) as the API takes them, and leaves out what is no id', () => {
    const submitted = new URLSearchParams('brandId=5&brandId=3,x&brandId=0&fuel=wood');
    expect(specificationParamsFrom(submitted)).toEqual({ brandId: '3,5', fuel: 'wood' });
    const filters = filtersFromSearchParams(submitted);
    expect(filtersToSearchParams(filters).toString()).toBe('brandId=3%2C5&fuel=wood');
    expect(facetsQuery(filters)).toEqual({ brandId: '3,5', fuel: 'wood' });
    expect(specificationFilterCount(filters.specifications)).toBe(2);
  });
});
