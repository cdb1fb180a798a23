import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { createApp, events, mongo, redis } from '@hiti/service-kit';
import { DEFAULT_DB_NAME, type ContentConfig } from './config';
import { ContentStore } from './services/content.service';
import { siteContentRoutes } from './routes/site-content';
import { seedDefaults } from './seed';
import { demoStores } from './demo-stores';
import { StoreRegistry } from './services/stores.service';
import { storeRoutes } from './routes/stores';

export interface BuildContentOptions {
  config: ContentConfig;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp(options: BuildContentOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = createApp({ service: 'content', logger: options.logger, internalToken: config.INTERNAL_TOKEN });

  // external
  await app.register(mongo, { url: config.MONGO_URL, dbName: config.MONGO_DB ?? DEFAULT_DB_NAME });
  await app.register(redis, { url: config.REDIS_URL });

  // app
  await app.register(events, { redisUrl: config.REDIS_URL, prefix: config.REDIS_PREFIX });
  const store = new ContentStore(app.mongo, app.events);
  await store.ready(app.log);
  await seedDefaults(app.mongo, store, app.log);
  await store.placeHeroSlides();
  const stores = new StoreRegistry(app.mongo, app.events);
  await stores.ready();
  if (config.SEED_DEMO) {
    const seeded = await stores.seedWhenEmpty(demoStores(new Date()));
    if (seeded > 0) app.log.info({ seeded }, 'demo stores seeded');
  }

  // routes
  await app.register(siteContentRoutes, { store });
  await app.register(storeRoutes, { stores });

  return app;
}
