import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { createApp, events, mongo, redis } from '@hiti/service-kit';
import { DEFAULT_DB_NAME, type ContentConfig } from './config';
import { ContentStore } from './content-store';
import { siteContentRoutes } from './routes/site-content';
import { seedDefaults } from './seed';

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

  // routes
  await app.register(siteContentRoutes, { store });

  return app;
}
