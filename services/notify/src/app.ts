import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { CONTACT_RECIPIENT_KEY } from '@hiti/contracts';
import { createApp, events, mongo, redis, smtp } from '@hiti/service-kit';
import { DEFAULT_DB_NAME, type NotifyConfig } from './config';
import { contactMessageModel } from './models/contact-message';
import { mailOutboxModel } from './models/mail-outbox';
import { newsletterSubscriberModel } from './models/newsletter-subscriber';
import { contactRecipient } from './plugins/contact-recipient';
import { enquiryRetention } from './plugins/enquiry-retention';
import { mail } from './plugins/mail';
import { routes } from './routes';
import { ContactService } from './services/contact.service';
import { EnquiryInbox } from './services/enquiries.service';
import { MailOutboxService } from './services/mail-outbox.service';
import { NewsletterService } from './services/newsletter.service';
import { PersonalData } from './services/personal-data.service';

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

  const messages = contactMessageModel(app.mongo);
  const outbox = mailOutboxModel(app.mongo);
  const subscribers = newsletterSubscriberModel(app.mongo);
  const personalData = new PersonalData(messages, subscribers, outbox);
  // after the events: the retention job announces what it erased, for the audit log
  await app.register(enquiryRetention, { config, personalData });

  // routes
  await app.register(routes, {
    contact: new ContactService({ messages, mail: app.mail, recipient: app.enquiryRecipient }),
    newsletter: new NewsletterService({ subscribers, mail: app.mail, publicUrl: config.PUBLIC_URL }),
    outbox: new MailOutboxService(app.mail),
    inbox: new EnquiryInbox(messages, outbox, app.mail),
    personalData,
  });

  return app;
}
