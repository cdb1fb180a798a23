import type { BilingualCategory, BilingualProduct } from '@hiti/contracts';
import { aBilingualProduct } from '@hiti/contracts/testing';

export const category: BilingualCategory = {
  id: 3,
  name: { mk: 'Печки', al: 'Soba' },
  description: { mk: 'Печки', al: 'Soba' },
  imageUrl: '',
};

/** A stored product as the API answers it. */
export function storedProduct(fields: Partial<BilingualProduct> = {}): BilingualProduct {
  return aBilingualProduct({
    id: 7,
    name: { mk: 'Печка Корab', al: 'Soba Korab' },
    description: { mk: 'Челична печка', al: 'Sobë çeliku' },
    categoryId: category.id,
    category: category.name,
    imageUrl: 'https://example.com/soba.jpg',
    fullPrice: 900,
    unitType: 'kg',
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    ...fields,
  });
}
