import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { createApp, mongo, redis } from '@hiti/service-kit';
import { DEFAULT_DB_NAME, type CatalogConfig } from './config';

export interface BuildCatalogOptions {
  config: CatalogConfig;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp(options: BuildCatalogOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = createApp({ service: 'catalog', logger: options.logger, internalToken: config.INTERNAL_TOKEN });

  await app.register(mongo, { url: config.MONGO_URL, dbName: config.MONGO_DB ?? DEFAULT_DB_NAME });
  await app.register(redis, { url: config.REDIS_URL });

  return app;
}
