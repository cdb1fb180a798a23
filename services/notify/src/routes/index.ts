import type { FastifyInstance } from 'fastify';
import type { ContactService } from '../services/contact.service';
import type { EnquiryInbox } from '../services/enquiries.service';
import type { MailOutboxService } from '../services/mail-outbox.service';
import type { NewsletterService } from '../services/newsletter.service';
import type { PersonalData } from '../services/personal-data.service';
import { contactRoutes } from './contact';
import { enquiryRoutes } from './enquiries';
import { mailOutboxRoutes } from './mail-outbox';
import { newsletterRoutes } from './newsletter';

export interface NotifyRouteServices {
  contact: ContactService;
  newsletter: NewsletterService;
  outbox: MailOutboxService;
  inbox: EnquiryInbox;
  personalData: PersonalData;
}

export async function routes(app: FastifyInstance, services: NotifyRouteServices): Promise<void> {
  await app.register(contactRoutes, { contact: services.contact });
  await app.register(newsletterRoutes, { newsletter: services.newsletter });
  await app.register(mailOutboxRoutes, { outbox: services.outbox });
  await app.register(enquiryRoutes, { inbox: services.inbox, personalData: services.personalData });
}
