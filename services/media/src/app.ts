import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { createApp, events, mongo, redis, s3 } from '@hiti/service-kit';
import { DEFAULT_DB_NAME, type MediaConfig } from './config';
import { DEFAULT_DEMO_ASSETS_DIR, seedDemoAssets } from './demo-assets';
import { uploadedFileModel } from './models/uploaded-file';
import { fileRoutes } from './routes/files';
import { uploadRoutes } from './routes/uploads';
import { FileService } from './services/files.service';
import { ObjectStore } from './services/object-store';
import { deactivateProductFiles } from './services/product-files';
import { UploadService } from './services/uploads.service';

export interface BuildMediaOptions {
  config: MediaConfig;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp(options: BuildMediaOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = createApp({ service: 'media', logger: options.logger, internalToken: config.INTERNAL_TOKEN });

  // external
  await app.register(mongo, { url: config.MONGO_URL, dbName: config.MONGO_DB ?? DEFAULT_DB_NAME });
  await app.register(redis, { url: config.REDIS_URL });
  await app.register(s3, {
    endpoint: config.S3_ENDPOINT,
    accessKey: config.S3_ACCESS_KEY,
    secretKey: config.S3_SECRET_KEY,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
  });

  // app
  const files = uploadedFileModel(app.mongo);
  const store = new ObjectStore(app.s3.client, app.s3.bucket);
  await app.register(events, {
    redisUrl: config.REDIS_URL,
    prefix: config.REDIS_PREFIX,
    consume: {
      as: 'media',
      handlers: {
        'product.deleted': async ({ id }, { log }) => {
          const count = await deactivateProductFiles(files, id);
          log.info({ productId: id, count }, 'files of a deleted product marked inactive');
        },
      },
    },
  });
  const uploads = new UploadService({ connection: app.mongo, files, store });
  if (config.SEED_DEMO) {
    // Seeding makes variants of every demo image: on a busy machine that outlasts Fastify's plugin timeout,
    // so it runs beside the serving service (a missing demo image is a 404 for a moment) and stops at close.
    const stop = new AbortController();
    let seeding: Promise<unknown> = Promise.resolve();
    app.addHook('onReady', async () => {
      const directory = config.DEMO_ASSETS_DIR ?? DEFAULT_DEMO_ASSETS_DIR;
      seeding = seedDemoAssets(uploads, directory, app.log, stop.signal).catch((error: unknown) => {
        app.log.error({ err: error, directory }, 'demo assets could not be seeded');
      });
    });
    app.addHook('onClose', async () => {
      stop.abort();
      await seeding;
    });
  }

  // routes
  await app.register(uploadRoutes, { uploads });
  await app.register(fileRoutes, { files: new FileService(store) });

  return app;
}
