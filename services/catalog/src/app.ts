import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { createApp, events, mongo, redis } from '@hiti/service-kit';
import { Brands } from './services/brands.service';
import { Categories } from './services/categories.service';
import { CatalogueVersion } from './services/catalogue-version';
import { ImportStaging } from './services/import-staging';
import { ImportVisibility } from './services/import-visibility';
import { ProductImports } from './services/product-imports.service';
import { ProductBulk } from './services/product-bulk.service';
import { Products, type Clock } from './services/products.service';
import { productImportModel } from './models/product-import';
import { setUpImportJobs } from './plugins/import-jobs';
import { DEFAULT_DB_NAME, type CatalogConfig } from './config';
import { brandRoutes } from './routes/brands';
import { categoryRoutes } from './routes/categories';
import { productRoutes } from './routes/products';
import { migrateLegacyCatalogue } from './migrate-legacy';
import { seedDemoCatalogue } from './seed/seed-demo';

export interface BuildCatalogOptions {
  config: CatalogConfig;
  logger?: FastifyServerOptions['logger'];
  /** The time promotions are judged by; tests pin it to check the window edges. */
  clock?: Clock;
}

export async function buildApp(options: BuildCatalogOptions): Promise<FastifyInstance> {
  const { config } = options;
  const clock = options.clock ?? (() => new Date());
  const app = createApp({ service: 'catalog', logger: options.logger, internalToken: config.INTERNAL_TOKEN });

  // external
  await app.register(mongo, { url: config.MONGO_URL, dbName: config.MONGO_DB ?? DEFAULT_DB_NAME });
  await app.register(redis, { url: config.REDIS_URL });

  // app
  await app.register(events, { redisUrl: config.REDIS_URL, prefix: config.REDIS_PREFIX });
  // Older data first: the models built next index the current shape.
  await migrateLegacyCatalogue(app.mongo, app.log);
  const version = new CatalogueVersion(app.mongo);
  // Copies held by running replicas were read before the migration.
  await version.moveOn();
  const categories = new Categories(app.mongo, app.events, version);
  const visibility = new ImportVisibility(productImportModel(app.mongo));
  const brands = new Brands(app.mongo, app.events, version);
  const products = new Products(app.mongo, categories, brands, app.events, clock, version, visibility);
  const imports = new ProductImports(
    app.mongo,
    products,
    categories,
    brands,
    config.PRODUCT_IMPORT_CHUNK_ROWS,
  );
  await Promise.all([categories.ready(), brands.ready(), products.ready(), imports.ready()]);
  const staging = new ImportStaging(app.mongo, products.model);
  const importJobs = await setUpImportJobs(app, { config, imports, staging, version });
  if (config.SEED_DEMO) {
    await seedDemoCatalogue({
      connection: app.mongo,
      categories,
      brands,
      products,
      logger: app.log,
      now: clock(),
    });
  }

  // routes
  const bulk = new ProductBulk(products.model, categories, visibility, version, app.events);
  await app.register(productRoutes, { products, imports, importJobs, bulk });
  await app.register(categoryRoutes, { categories });
  await app.register(brandRoutes, { brands });

  return app;
}
