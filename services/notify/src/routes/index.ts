import type { FastifyInstance } from 'fastify';
import type { NotifyConfig } from '../config';
import { contactRoutes } from './contact';
import { enquiryRoutes } from './enquiries';
import { mailOutboxRoutes } from './mail-outbox';
import { newsletterRoutes } from './newsletter';

export async function routes(app: FastifyInstance, options: { config: NotifyConfig }): Promise<void> {
  await app.register(contactRoutes);
  await app.register(newsletterRoutes, { publicUrl: options.config.PUBLIC_URL });
  await app.register(mailOutboxRoutes);
  await app.register(enquiryRoutes);
}
