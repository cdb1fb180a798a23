import { describe, expect, it } from 'vitest';
import { productListQuerySchema } from '@hiti/contracts';
import {
  DEFAULT_FILTERS,
  activeFilterCount,
  filtersFromSearchParams,
  filtersToQuery,
} from './product-filters';

describe('filtersToQuery', () => {
  it('sends nothing for the untouched filters', () => {
    expect(filtersToQuery(DEFAULT_FILTERS)).toEqual({});
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
  });

  it('sends only what is set, booleans as the texts true', () => {
    const query = filtersToQuery({
      ...DEFAULT_FILTERS,
      search: '  kamin ',
      category: 'Kamina Montues',
      inStock: true,
      onPromo: true,
      priceRange: [500, 3000],
      sort: 'price-high-low',
    });
    expect(query).toEqual({
      search: 'kamin',
      category: 'Kamina Montues',
      inStock: 'true',
      onPromo: 'true',
      minPrice: '500',
      maxPrice: '3000',
      sort: 'price-high-low',
    });
    expect(productListQuerySchema.safeParse(query).success).toBe(true);
  });

  it('leaves out a blank search, the all category and false booleans', () => {
    expect(filtersToQuery({ ...DEFAULT_FILTERS, search: '   ', category: 'all', inStock: false })).toEqual(
      {},
    );
  });

  it('treats the slider maximum as no upper limit', () => {
    expect(filtersToQuery({ ...DEFAULT_FILTERS, priceRange: [0, 10000] })).toEqual({});
    expect(filtersToQuery({ ...DEFAULT_FILTERS, priceRange: [100, 10000] })).toEqual({ minPrice: '100' });
    expect(filtersToQuery({ ...DEFAULT_FILTERS, priceRange: [0, 9900] })).toEqual({ maxPrice: '9900' });
  });

  it('counts each narrowing filter once, not the sort order', () => {
    expect(
      activeFilterCount({
        ...DEFAULT_FILTERS,
        search: 'x',
        onPromo: true,
        priceRange: [100, 200],
        sort: 'price-low-high',
      }),
    ).toBe(3);
  });
});

describe('filtersFromSearchParams', () => {
  it('respects ?category= and ?onPromo=true', () => {
    const filters = filtersFromSearchParams(new URLSearchParams('category=Aksesor&onPromo=true'));
    expect(filters).toMatchObject({ category: 'Aksesor', onPromo: true, inStock: false, search: '' });
    expect(filtersToQuery(filters)).toEqual({ category: 'Aksesor', onPromo: 'true' });
  });

  it('ignores unknown values', () => {
    expect(filtersFromSearchParams(new URLSearchParams('onPromo=yes&sort=cheapest'))).toEqual(
      DEFAULT_FILTERS,
    );
  });
});
