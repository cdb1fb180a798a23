import type { FastifyInstance } from 'fastify';
import { notifyRoutes } from '@hiti/contracts';
import { serveRoute } from '@hiti/service-kit';
import { acceptContact } from '../actions/contact';
import { contactMessageModel } from '../models/contact-message';

/** POST /contact: the message is stored, its mail queued, and the answer is 202. */
export async function contactRoutes(app: FastifyInstance): Promise<void> {
  const deps = {
    messages: contactMessageModel(app.mongo),
    mail: app.mail,
    recipient: app.enquiryRecipient,
  };

  serveRoute(app, notifyRoutes.sendContact, async ({ body }) => acceptContact(deps, body));
}
