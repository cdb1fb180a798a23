import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { createApp, mongo, redis } from '@hiti/service-kit';
import { DEFAULT_DB_NAME, type IdentityConfig } from './config';

export interface BuildIdentityOptions {
  config: IdentityConfig;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp(options: BuildIdentityOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = createApp({
    service: 'identity',
    logger: options.logger,
    internalToken: config.INTERNAL_TOKEN,
  });

  await app.register(mongo, { url: config.MONGO_URL, dbName: config.MONGO_DB ?? DEFAULT_DB_NAME });
  await app.register(redis, { url: config.REDIS_URL });

  return app;
}
