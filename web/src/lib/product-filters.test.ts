import { describe, expect, it } from 'vitest';
import { QUERY_TEXT_MAX, productListQuerySchema } from '@hiti/contracts';
import {
  ALL_CATEGORIES,
  DEFAULT_FILTERS,
  clipQueryText,
  activeFilterCount,
  denarBoundsToEuros,
  filtersFromSearchParams,
  filtersToQuery,
  filtersToSearchParams,
  categoryListingPath,
  findChosenCategory,
  listedCategoryId,
  priceBounds,
} from './product-filters';
import { eurToDenars } from './price';

const RATE = 61.5;

describe('filtersToQuery', () => {
  it('sends nothing for the untouched filters', () => {
    expect(filtersToQuery(DEFAULT_FILTERS)).toEqual({});
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
  });

  it('sends only what is set, booleans as the texts true, prices in euros', () => {
    const query = filtersToQuery(
      {
        ...DEFAULT_FILTERS,
        search: '  kamin ',
        category: '3',
        inStock: true,
        onPromo: true,
        minPrice: 30_750,
        maxPrice: 184_500,
        sort: 'price-high-low',
      },
      RATE,
    );
    expect(query).toMatchObject({
      search: 'kamin',
      category: '3',
      inStock: 'true',
      onPromo: 'true',
      sort: 'price-high-low',
    });
    expect(Number(query.minPrice)).toBeCloseTo(500, 1);
    expect(Number(query.maxPrice)).toBeCloseTo(3000, 1);
    expect(productListQuerySchema.safeParse(query).success).toBe(true);
  });

  it('leaves out a blank search, the all category, false booleans and a zero lower bound', () => {
    expect(
      filtersToQuery({ ...DEFAULT_FILTERS, search: '   ', category: 'all', inStock: false, minPrice: 0 }),
    ).toEqual({});
  });

  it('counts each narrowing filter once, not the sort order', () => {
    expect(
      activeFilterCount({
        ...DEFAULT_FILTERS,
        search: 'x',
        onPromo: true,
        maxPrice: 20_000,
        sort: 'price-low-high',
      }),
    ).toBe(3);
  });
});

describe('denar bounds', () => {
  it('keep exactly the products whose price in whole denars lies within them', () => {
    const bounds = [
      [6_150, 12_300],
      [1, 61],
      [100, 100],
      [61_500, 61_562],
    ] as const;
    for (const [min, max] of bounds) {
      const { minPrice, maxPrice } = denarBoundsToEuros(min, max, RATE);
      for (let cents = 0; cents <= 300_000; cents += 1) {
        const euros = cents / 100;
        const shown = eurToDenars(euros, RATE);
        const kept = euros >= Number(minPrice) && euros <= Number(maxPrice);
        if (kept !== (shown >= min && shown <= max)) {
          throw new Error(`${euros} € (${shown} ден) within [${min}, ${max}] ден: kept ${String(kept)}`);
        }
      }
    }
  });
});

describe('page address', () => {
  it('reads ?category= and ?onPromo=true', () => {
    const filters = filtersFromSearchParams(new URLSearchParams('category=Aksesor&onPromo=true'));
    expect(filters).toMatchObject({ category: 'Aksesor', onPromo: true, inStock: false, search: '' });
    expect(filtersToQuery(filters)).toEqual({ category: 'Aksesor', onPromo: 'true' });
  });

  it('keeps prices in denars and writes back what it read', () => {
    const address = 'category=2&maxPrice=120000&minPrice=30000&search=peć&sort=price-low-high';
    const filters = filtersFromSearchParams(new URLSearchParams(address));
    expect(filters).toMatchObject({ minPrice: 30_000, maxPrice: 120_000 });
    expect(filtersToSearchParams(filters).toString()).toBe(new URLSearchParams(address).toString());
  });

  it('ignores unknown values and a range the wrong way round', () => {
    expect(filtersFromSearchParams(new URLSearchParams('onPromo=yes&sort=cheapest'))).toEqual(
      DEFAULT_FILTERS,
    );
    expect(filtersFromSearchParams(new URLSearchParams('minPrice=5000&maxPrice=100'))).toEqual(
      DEFAULT_FILTERS,
    );
    expect(filtersFromSearchParams(new URLSearchParams('minPrice=-5&maxPrice=1e9'))).toEqual(DEFAULT_FILTERS);
  });
});

describe('texts longer than the API takes', () => {
  it('are cut from a search in the address and ignored as a category, so the API is never asked for them', () => {
    const search = 'камин на дрва '.repeat(20);
    const filters = filtersFromSearchParams(new URLSearchParams({ search, category: 'x'.repeat(201) }));
    expect(filters.search).toBe(search.slice(0, QUERY_TEXT_MAX));
    expect(filters.category).toBe(ALL_CATEGORIES);
    const query = filtersToQuery(filters);
    expect(query).toEqual({ search: search.slice(0, QUERY_TEXT_MAX).trim() });
    expect(productListQuerySchema.safeParse(query).success).toBe(true);
    expect(filtersToSearchParams(filters).get('category')).toBeNull();
  });

  it('are cut from a search however it was set, blanks around it not counted', () => {
    const search = `  ${'a'.repeat(QUERY_TEXT_MAX)}  `;
    expect(filtersToQuery({ ...DEFAULT_FILTERS, search: search + 'b' }).search).toBe(
      'a'.repeat(QUERY_TEXT_MAX),
    );
    expect(filtersToQuery({ ...DEFAULT_FILTERS, category: 'y'.repeat(201) })).toEqual({});
  });

  it('are cut without splitting a character', () => {
    expect(clipQueryText(`${'a'.repeat(QUERY_TEXT_MAX - 1)}🔥🔥`)).toBe('a'.repeat(QUERY_TEXT_MAX - 1));
    expect(clipQueryText(`${'a'.repeat(QUERY_TEXT_MAX - 2)}🔥🔥`)).toBe(
      `${'a'.repeat(QUERY_TEXT_MAX - 2)}🔥`,
    );
    expect(clipQueryText('пеќ')).toBe('пеќ');
  });
});

describe('categories', () => {
  const macedonian = [
    { id: 4, name: 'Електрични камини' },
    { id: 7, name: 'Прибор' },
    { id: 9, name: '5' },
  ];
  const groups: Record<string, string> = {
    'kamina elektrik': 'electric',
    'електрични камини': 'electric',
    aksesor: 'accessories',
  };
  const groupOf = (name: string) => groups[name.trim().toLowerCase()];

  it('are chosen by id, or by name in any case, as the API reads them', () => {
    expect(findChosenCategory(macedonian, '4')?.id).toBe(4);
    expect(findChosenCategory(macedonian, ' електрични КАМИНИ ')?.id).toBe(4);
    expect(findChosenCategory(macedonian, '5')?.id).toBe(9);
    expect(findChosenCategory(macedonian, '6')).toBeUndefined();
    expect(findChosenCategory(macedonian, ALL_CATEGORIES)).toBeUndefined();
  });

  it('are chosen by a name in the other language through the group both names belong to', () => {
    expect(findChosenCategory(macedonian, 'Kamina Elektrik', groupOf)?.id).toBe(4);
    expect(findChosenCategory(macedonian, 'Kamina Elektrik')).toBeUndefined();
    expect(findChosenCategory(macedonian, 'Aksesor', groupOf)).toBeUndefined();
    const twoInGroup = [...macedonian, { id: 11, name: 'Kamina Elektrik e Re' }];
    const wider = (name: string) => (name.toLowerCase().includes('elektri') ? 'electric' : groupOf(name));
    expect(findChosenCategory(twoInGroup, 'Kamina Elektrik', wider)).toBeUndefined();
  });

  it('are listed at one address each, by id', () => {
    expect(categoryListingPath({ id: 4 })).toBe('/products?category=4');
  });

  it('of a filtered list is the one every listed product carries', () => {
    expect(listedCategoryId([{ categoryId: 3 }, { categoryId: 3 }])).toBe(3);
    expect(listedCategoryId([{ categoryId: 3 }, { categoryId: 4 }])).toBeUndefined();
    expect(listedCategoryId([])).toBeUndefined();
  });
});

describe('price slider bounds', () => {
  const product = (fullPrice: number | null, effectivePrice = fullPrice ?? 0) => ({
    fullPrice,
    promoActive: false,
    promoPrice: null,
    effectivePrice,
  });

  it('span the catalogue in denars, rounded out to a step of at least 100', () => {
    const bounds = priceBounds([product(250), product(1200), product(null)], RATE);
    // 15,375 to 73,800 denars: 58,425 over at most 200 steps → 500
    expect(bounds).toEqual({ min: 15_000, max: 74_000, step: 500 });
  });

  it('use the price a promotion charges, and never collapse to a point', () => {
    expect(priceBounds([product(100, 80)], RATE)).toEqual({ min: 4_900, max: 5_000, step: 100 });
  });

  it('are absent when no product has a price', () => {
    expect(priceBounds([product(null)], RATE)).toBeNull();
  });
});
