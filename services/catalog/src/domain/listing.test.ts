import { describe, expect, it } from 'vitest';
import type { BilingualProduct, SortOption } from '@hiti/contracts';
import { passesPricingFilters, sortListing } from './listing';
import { toProductView, type StoredProduct } from './product-view';

const now = new Date('2025-03-10T12:00:00.000Z');
const categoryNames = new Map([[1, { mk: 'Прибор', al: 'Aksesor' }]]);

function stored(overrides: Partial<StoredProduct> & { id: number }): StoredProduct {
  return {
    name: { mk: `Производ ${overrides.id}`, al: `Produkt ${overrides.id}` },
    description: { mk: 'Производ', al: 'Një produkt' },
    categoryId: 1,
    imageUrl: '/attached_assets/demo.jpg',
    fullPrice: 100,
    unitPrice: null,
    unitType: 'kg',
    inStock: true,
    onPromo: false,
    promoPrice: null,
    promoStartDate: null,
    promoEndDate: null,
    featured: false,
    pdfUrl: null,
    createdAt: new Date('2025-01-01T00:00:00.000Z'),
    updatedAt: new Date('2025-01-01T00:00:00.000Z'),
    ...overrides,
  };
}

const view = (overrides: Partial<StoredProduct> & { id: number }): BilingualProduct =>
  toProductView(stored(overrides), now, categoryNames);

describe('toProductView', () => {
  it('computes the promotion and the effective price as of now, window ends included', () => {
    const window = { promoPrice: 80, fullPrice: 100 };
    const startsNow = view({ id: 1, ...window, promoStartDate: now, promoEndDate: new Date('2025-04-01') });
    const endsNow = view({ id: 2, ...window, promoStartDate: new Date('2025-03-01'), promoEndDate: now });
    const endedJustBefore = view({
      id: 3,
      ...window,
      promoStartDate: new Date('2025-03-01'),
      promoEndDate: new Date(now.getTime() - 1),
    });
    expect([startsNow.promoActive, startsNow.effectivePrice]).toEqual([true, 80]);
    expect([endsNow.promoActive, endsNow.effectivePrice]).toEqual([true, 80]);
    expect([endedJustBefore.promoActive, endedJustBefore.effectivePrice]).toEqual([false, 100]);
  });

  it('ignores the stored onPromo flag outside a complete window', () => {
    const flagged = view({ id: 1, onPromo: true, promoPrice: 50, promoStartDate: new Date('2025-03-01') });
    expect(flagged.onPromo).toBe(true);
    expect(flagged.promoActive).toBe(false);
    expect(flagged.effectivePrice).toBe(100);
  });

  it('prices a product without a full price at 0 and writes dates as ISO text', () => {
    const product = view({ id: 1, fullPrice: null });
    expect(product.effectivePrice).toBe(0);
    expect(product.createdAt).toBe('2025-01-01T00:00:00.000Z');
    expect(product.promoStartDate).toBeNull();
  });
});

describe('passesPricingFilters', () => {
  const onSale = view({
    id: 1,
    fullPrice: 500,
    promoPrice: 300,
    promoStartDate: new Date('2025-03-01'),
    promoEndDate: new Date('2025-03-31'),
  });
  const regular = view({ id: 2, fullPrice: 400 });

  it('filters on the promotion being active now, both ways', () => {
    expect(passesPricingFilters(onSale, { onPromo: true })).toBe(true);
    expect(passesPricingFilters(regular, { onPromo: true })).toBe(false);
    expect(passesPricingFilters(regular, { onPromo: false })).toBe(true);
    expect(passesPricingFilters(onSale, { onPromo: false })).toBe(false);
  });

  it('filters on the effective price with inclusive bounds', () => {
    expect(passesPricingFilters(onSale, { minPrice: 300, maxPrice: 300 })).toBe(true);
    expect(passesPricingFilters(onSale, { minPrice: 301 })).toBe(false);
    expect(passesPricingFilters(onSale, { maxPrice: 299.99 })).toBe(false);
    expect(passesPricingFilters(regular, { minPrice: 350, maxPrice: 450 })).toBe(true);
  });

  it('lets everything through without filters', () => {
    expect(passesPricingFilters(regular, {})).toBe(true);
    expect(passesPricingFilters(view({ id: 3, fullPrice: null }), {})).toBe(true);
  });

  it('keeps a product without a price out of every price range, its effective price 0 being no price', () => {
    const onRequest = view({ id: 3, fullPrice: null });
    expect(onRequest.effectivePrice).toBe(0);
    expect(passesPricingFilters(onRequest, { maxPrice: 1000 })).toBe(false);
    expect(passesPricingFilters(onRequest, { minPrice: 0 })).toBe(false);
    expect(passesPricingFilters(onRequest, { onPromo: false })).toBe(true);
    expect(passesPricingFilters(view({ id: 4, fullPrice: 0 }), { maxPrice: 0 })).toBe(true);
    expect(passesPricingFilters(onSale, { maxPrice: 300 })).toBe(true);
  });
});

describe('sortListing', () => {
  const older = new Date('2025-01-01T00:00:00.000Z');
  const newer = new Date('2025-02-01T00:00:00.000Z');
  const products = () => [
    view({ id: 1, fullPrice: 300, createdAt: older }),
    view({ id: 2, fullPrice: 100, featured: true, createdAt: older }),
    view({ id: 3, fullPrice: null, createdAt: newer }),
    view({
      id: 4,
      fullPrice: 900,
      promoPrice: 50,
      promoStartDate: new Date('2025-03-01'),
      promoEndDate: new Date('2025-03-31'),
      featured: true,
      createdAt: newer,
    }),
    view({ id: 5, fullPrice: 300, createdAt: older }),
  ];
  const sorted = (sort?: SortOption) =>
    sortListing(
      products().map((product) => ({ ...product, created: Date.parse(product.createdAt) })),
      sort,
    ).map((product) => product.id);

  it('puts featured products first, then the newest', () => {
    expect(sorted('featured')).toEqual([4, 2, 3, 5, 1]);
    expect(sorted()).toEqual([4, 2, 3, 5, 1]);
  });

  it('sorts by the effective price (promo price, else full price, else 0), ties by id', () => {
    expect(sorted('price-low-high')).toEqual([3, 4, 2, 1, 5]);
    expect(sorted('price-high-low')).toEqual([1, 5, 2, 4, 3]);
  });

  it('sorts by name in the language asked, as that language orders letters, numbers by value', () => {
    const named = [
      view({ id: 1, name: { mk: 'Шпорет', al: 'Sobë' } }),
      view({ id: 2, name: { mk: 'Камин 10', al: 'Oxhak 10' } }),
      view({ id: 3, name: { mk: 'камин 9', al: 'Çelës' } }),
      view({ id: 4, name: { mk: 'Ѓубре', al: '' } }),
    ].map((product) => ({ ...product, created: Date.parse(product.createdAt) }));
    const byName = (sort: 'name-a-z' | 'name-z-a', language?: 'mk' | 'al') =>
      sortListing([...named], sort, language).map((product) => product.id);
    // Macedonian: Ѓ after Г and before К; 9 before 10
    expect(byName('name-a-z')).toEqual([4, 3, 2, 1]);
    expect(byName('name-z-a')).toEqual([1, 2, 3, 4]);
    // Albanian: Ç after C; a product without an Albanian name sorts by its Macedonian one
    expect(byName('name-a-z', 'al')).toEqual([3, 2, 1, 4]);
  });
});
