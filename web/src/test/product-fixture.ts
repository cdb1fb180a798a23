import type { Product } from '@hiti/contracts';

/** A product as the API answers it in Macedonian: in stock, no promotion, priced `fullPrice` (default 1000 €). */
export function aProduct(overrides: Partial<Product> = {}): Product {
  const fullPrice = overrides.fullPrice === undefined ? 1000 : overrides.fullPrice;
  const imageUrl = overrides.imageUrl ?? '/images/categories/fireplaces.jpg';
  return {
    id: 1,
    name: 'Камин 1',
    description: 'Камин на дрва',
    categoryId: 1,
    category: 'Камини',
    imageUrl,
    images: [{ url: imageUrl, alt: { mk: '', al: '' } }],
    fullPrice,
    unitPrice: null,
    unitType: 'piece',
    inStock: true,
    onPromo: false,
    promoPrice: null,
    promoStartDate: null,
    promoEndDate: null,
    featured: false,
    pdfUrl: null,
    code: null,
    promoActive: false,
    effectivePrice: fullPrice ?? 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
