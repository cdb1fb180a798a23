import type { BilingualCategory, BilingualProduct } from '@hiti/contracts';

export const category: BilingualCategory = {
  id: 3,
  name: { mk: 'Печки', al: 'Soba' },
  description: { mk: 'Печки', al: 'Soba' },
  imageUrl: '',
};

/** A stored product as the API answers it. */
export function storedProduct(fields: Partial<BilingualProduct> = {}): BilingualProduct {
  const imageUrl = fields.imageUrl ?? 'https://example.com/soba.jpg';
  return {
    id: 7,
    name: { mk: 'Печка Корab', al: 'Soba Korab' },
    description: { mk: 'Челична печка', al: 'Sobë çeliku' },
    categoryId: category.id,
    category: category.name,
    imageUrl,
    images: [{ url: imageUrl, alt: { mk: '', al: '' } }],
    fullPrice: 900,
    unitPrice: null,
    unitType: 'kg',
    inStock: true,
    onPromo: false,
    promoPrice: null,
    promoStartDate: null,
    promoEndDate: null,
    featured: false,
    pdfUrl: null,
    code: null,
    promoActive: false,
    effectivePrice: 900,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    ...fields,
  };
}
