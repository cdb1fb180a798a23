import type { FastifyInstance } from 'fastify';
import { notifyRoutes } from '@hiti/contracts';
import { serveRoute } from '@hiti/service-kit';
import type { ContactService } from '../services/contact.service';

/** POST /contact: the message is stored, its mail queued, and the answer is 202. */
export async function contactRoutes(
  app: FastifyInstance,
  options: { contact: ContactService },
): Promise<void> {
  serveRoute(app, notifyRoutes.sendContact, async ({ body }) => options.contact.accept(body));
}
