import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { createApp, mongo, redis, s3 } from '@hiti/service-kit';
import { DEFAULT_DB_NAME, type MediaConfig } from './config';

export interface BuildMediaOptions {
  config: MediaConfig;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp(options: BuildMediaOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = createApp({ service: 'media', logger: options.logger, internalToken: config.INTERNAL_TOKEN });

  await app.register(mongo, { url: config.MONGO_URL, dbName: config.MONGO_DB ?? DEFAULT_DB_NAME });
  await app.register(redis, { url: config.REDIS_URL });
  await app.register(s3, {
    endpoint: config.S3_ENDPOINT,
    accessKey: config.S3_ACCESS_KEY,
    secretKey: config.S3_SECRET_KEY,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
  });

  return app;
}
