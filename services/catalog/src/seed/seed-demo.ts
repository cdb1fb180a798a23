import type { FastifyBaseLogger } from 'fastify';
import type { Connection } from 'mongoose';
import { categoryInputSchema, productCreateSchema } from '@hiti/contracts';
import type { Categories } from '../catalog/categories';
import type { Products } from '../catalog/products';
import { DEMO_CATEGORIES, demoProducts } from './demo-catalogue';
import { DEMO_CATEGORY_SPECIFICATIONS } from './demo-specifications';

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
    for (const product of demoProducts(deps.now)) {
      await deps.products.create(productCreateSchema.parse(product));
    }
    deps.logger.info(
      { categories: DEMO_CATEGORIES.length, products: demoProducts(deps.now).length },
      'demo catalogue seeded',
    );
  }
  await markers.updateOne({ _id: SEED_MARKER_ID }, { $set: { seq: 1 } }, { upsert: true });
}
