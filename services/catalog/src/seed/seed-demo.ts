import type { FastifyBaseLogger } from 'fastify';
import type { Connection } from 'mongoose';
import { brandInputSchema, categoryInputSchema, productCreateSchema } from '@hiti/contracts';
import type { Brands } from '../services/brands.service';
import type { Categories } from '../services/categories.service';
import type { Products } from '../services/products.service';
import { DEMO_CATEGORIES, demoProducts } from './demo-catalogue';
import { DEMO_CATEGORY_SPECIFICATIONS } from './demo-specifications';
import { DEMO_BRANDS, DEMO_PRODUCT_BRANDS } from './demo-brands';

/** The seeding record in `counters`: once it exists, no start seeds again. */
const SEED_MARKER_ID = 'demo_catalogue_seed';

interface SeedMarker {
  _id: string;
  seq: number;
}

/**
 * Seeds the demo catalogue on a fresh database, once. A database that already holds products or
 * categories is never seeded (an admin's data wins); it is only marked as done.
 */
export async function seedDemoCatalogue(deps: {
  connection: Connection;
  categories: Categories;
  brands: Brands;
  products: Products;
  logger: FastifyBaseLogger;
  now: Date;
}): Promise<void> {
  const markers = deps.connection.collection<SeedMarker>('counters');
  if (await markers.findOne({ _id: SEED_MARKER_ID })) return;
  const hasData = (await deps.products.count()) > 0 || (await deps.categories.list()).length > 0;
  if (!hasData) {
    for (const category of DEMO_CATEGORIES) {
      const specificationKeys = DEMO_CATEGORY_SPECIFICATIONS[category.name.al] ?? [];
      await deps.categories.create(categoryInputSchema.parse({ ...category, specificationKeys }));
    }
    const brandIds = new Map<string, number>();
    for (const brand of DEMO_BRANDS) {
      brandIds.set(brand.name, (await deps.brands.create(brandInputSchema.parse(brand))).id);
    }
    for (const product of demoProducts(deps.now)) {
      const brand = DEMO_PRODUCT_BRANDS[product.name.al ?? ''];
      const brandId = (brand && brandIds.get(brand)) ?? null;
      await deps.products.create(productCreateSchema.parse({ ...product, brandId }));
    }
    deps.logger.info(
      {
        categories: DEMO_CATEGORIES.length,
        brands: DEMO_BRANDS.length,
        products: demoProducts(deps.now).length,
      },
      'demo catalogue seeded',
    );
  }
  await markers.updateOne({ _id: SEED_MARKER_ID }, { $set: { seq: 1 } }, { upsert: true });
}
