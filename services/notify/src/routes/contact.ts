import type { FastifyInstance } from 'fastify';
import { contactBodySchema } from '@hiti/contracts';
import { parseInput } from '@hiti/service-kit';
import { acceptContact } from '../actions/contact';
import { contactMessageModel } from '../models/contact-message';

/** POST /contact: the message is stored, its mail queued, and the answer is 202. */
export async function contactRoutes(app: FastifyInstance, options: { recipient: string }): Promise<void> {
  const deps = { messages: contactMessageModel(app.mongo), mail: app.mail, recipient: options.recipient };

  app.post('/contact', async (request, reply) => {
    const body = parseInput(contactBodySchema, request.body);
    return reply.status(202).send(await acceptContact(deps, body));
  });
}
