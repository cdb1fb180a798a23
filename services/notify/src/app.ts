import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { CONTACT_RECIPIENT_KEY } from '@hiti/contracts';
import { createApp, events, mongo, redis, smtp } from '@hiti/service-kit';
import { DEFAULT_DB_NAME, type NotifyConfig } from './config';
import { contactRecipient } from './plugins/contact-recipient';
import { enquiryRetention } from './plugins/enquiry-retention';
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
  await app.register(contactRecipient, { config });
  await app.register(events, {
    redisUrl: config.REDIS_URL,
    prefix: config.REDIS_PREFIX,
    consume: {
      as: 'notify',
      handlers: {
        'content.updated': async ({ key }) => {
          if (key === CONTACT_RECIPIENT_KEY) app.contactRecipient.forget();
        },
      },
    },
  });

  // after the events: the retention job announces what it erased, for the audit log
  await app.register(enquiryRetention, { config });

  // routes
  await app.register(routes, { config });

  return app;
}
