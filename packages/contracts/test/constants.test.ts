import { describe, expect, it } from 'vitest';
import { aBilingualProduct } from '../src/testing';
import {
  CONTACT_MINIMUMS,
  DEFAULT_LANGUAGE,
  DEFAULT_ROLE,
  DEFAULT_UNIT_TYPE,
  FREE_DELIVERY_THRESHOLD_EUR,
  PASSWORD_MIN,
  bilingualProductSchema,
  SORT_OPTIONS,
  STORAGE_KEYS,
  USERNAME_MIN,
} from '../src';

describe('constants', () => {
  it('match the specification', () => {
    expect(FREE_DELIVERY_THRESHOLD_EUR).toBe(1000);
    expect(CONTACT_MINIMUMS).toEqual({ name: 2, subject: 2, phone: 6, message: 10 });
    expect([USERNAME_MIN, PASSWORD_MIN]).toEqual([3, 6]);
    expect([...SORT_OPTIONS]).toEqual(['featured', 'price-low-high', 'price-high-low']);
    expect(STORAGE_KEYS).toEqual({ language: 'language', theme: 'hiti-kamina-theme', role: 'userRole' });
    expect([DEFAULT_LANGUAGE, DEFAULT_ROLE, DEFAULT_UNIT_TYPE]).toEqual(['mk', 'product_manager', 'kg']);
  });
});

describe('product answer', () => {
  const product = aBilingualProduct({
    name: { mk: 'Камин', al: 'Kamin' },
    description: { mk: 'о', al: 'd' },
    categoryId: 3,
    category: { mk: 'Прибор', al: 'Aksesor' },
    imageUrl: '/attached_assets/a.webp',
    images: [{ url: '/attached_assets/a.webp', alt: { mk: 'Камин', al: 'Kamin' } }],
    fullPrice: 100,
    unitType: 'kg',
  });

  it('describes a product with its computed fields', () => {
    expect(bilingualProductSchema.safeParse(product).success).toBe(true);
    const { effectivePrice: _drop, ...withoutComputed } = product;
    expect(bilingualProductSchema.safeParse(withoutComputed).success).toBe(false);
  });
});
