import type { FastifyInstance } from 'fastify';
import { notifyRoutes } from '@hiti/contracts';
import { serveRoute } from '@hiti/service-kit';
import { EnquiryInbox } from '../actions/enquiries';
import { PersonalData } from '../actions/personal-data';
import { contactMessageModel } from '../models/contact-message';
import { mailOutboxModel } from '../models/mail-outbox';
import { newsletterSubscriberModel } from '../models/newsletter-subscriber';

/** The enquiry inbox for staff, and erasing a person's data for super admins. */
export async function enquiryRoutes(app: FastifyInstance): Promise<void> {
  const messages = contactMessageModel(app.mongo);
  const outbox = mailOutboxModel(app.mongo);
  const inbox = new EnquiryInbox(messages, outbox, app.mail);
  const personalData = new PersonalData(messages, newsletterSubscriberModel(app.mongo), outbox);

  serveRoute(app, notifyRoutes.listEnquiries, async ({ query }) => inbox.list(query));
  serveRoute(app, notifyRoutes.countNewEnquiries, async () => inbox.countNew());
  serveRoute(app, notifyRoutes.exportEnquiries, async ({ query }) => inbox.export(query));
  serveRoute(app, notifyRoutes.getEnquiry, async ({ params }) => inbox.get(params.id));
  serveRoute(app, notifyRoutes.updateEnquiry, async ({ params, body }) => inbox.update(params.id, body));
  serveRoute(app, notifyRoutes.addEnquiryNote, async ({ params, body, caller }) =>
    inbox.addNote(params.id, body.text, caller),
  );
  serveRoute(app, notifyRoutes.replyToEnquiry, async ({ params, body, caller }) =>
    inbox.reply(params.id, body.text, caller),
  );
  serveRoute(app, notifyRoutes.deleteEnquiry, async ({ params }) => inbox.delete(params.id));
  serveRoute(app, notifyRoutes.erasePerson, async ({ body }) => personalData.eraseAddress(body.email));
}
