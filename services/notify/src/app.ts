import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { createApp, mongo, redis, smtp } from '@hiti/service-kit';
import { DEFAULT_DB_NAME, type NotifyConfig } from './config';
import { mail } from './plugins/mail';
import { routes } from './routes';

export interface BuildNotifyOptions {
  config: NotifyConfig;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp(options: BuildNotifyOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = createApp({ service: 'notify', logger: options.logger, internalToken: config.INTERNAL_TOKEN });

  // external
  await app.register(mongo, { url: config.MONGO_URL, dbName: config.MONGO_DB ?? DEFAULT_DB_NAME });
  await app.register(redis, { url: config.REDIS_URL });
  await app.register(smtp, { url: config.SMTP_URL });

  // app
  await app.register(mail, { config });

  // routes
  await app.register(routes, { config });

  return app;
}
