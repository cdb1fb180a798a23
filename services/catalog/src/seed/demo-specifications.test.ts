import { describe, expect, it } from 'vitest';
import { specificationsInputSchema } from '@hiti/contracts';
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from './demo-catalogue';
import { DEMO_CATEGORY_SPECIFICATIONS, DEMO_PRODUCT_SPECIFICATIONS } from './demo-specifications';

describe('demo specifications', () => {
  it('name demo categories and products that exist', () => {
    const categories = DEMO_CATEGORIES.map((category) => category.name.al as string);
    const products = DEMO_PRODUCTS.map((product) => product.name.al);
    expect(categories).toEqual(expect.arrayContaining(Object.keys(DEMO_CATEGORY_SPECIFICATIONS)));
    expect(products).toEqual(expect.arrayContaining(Object.keys(DEMO_PRODUCT_SPECIFICATIONS)));
  });

  it('give every stove and fireplace valid values of the attributes its category lists', () => {
    for (const product of DEMO_PRODUCTS) {
      const listed = DEMO_CATEGORY_SPECIFICATIONS[product.category] ?? [];
      const values = DEMO_PRODUCT_SPECIFICATIONS[product.name.al] ?? {};
      expect(specificationsInputSchema.safeParse(values).success, product.name.al).toBe(true);
      for (const key of Object.keys(values)) expect(listed, `${product.name.al}: ${key}`).toContain(key);
      if (listed.length > 0) expect(Object.keys(values).length, product.name.al).toBeGreaterThan(4);
    }
  });
});
