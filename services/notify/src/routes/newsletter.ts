import type { FastifyInstance } from 'fastify';
import {
  newsletterBodySchema,
  newsletterConfirmQuerySchema,
  newsletterUnsubscribeQuerySchema,
} from '@hiti/contracts';
import { parseInput } from '@hiti/service-kit';
import { confirmSubscription, subscribe, unsubscribe } from '../actions/newsletter';
import { newsletterSubscriberModel } from '../models/newsletter-subscriber';

/**
 * POST /newsletter (202 pending, 200 when already confirmed), and the two links of the
 * confirmation mail, which answer where to send the visitor.
 */
export async function newsletterRoutes(app: FastifyInstance, options: { publicUrl: string }): Promise<void> {
  const deps = {
    subscribers: newsletterSubscriberModel(app.mongo),
    mail: app.mail,
    publicUrl: options.publicUrl,
  };

  app.post('/newsletter', async (request, reply) => {
    const body = parseInput(newsletterBodySchema, request.body);
    const answer = await subscribe(deps, body);
    return reply.status(answer.status === 'confirmed' ? 200 : 202).send(answer);
  });

  app.post('/newsletter/confirm', async (request) => {
    const { token } = parseInput(newsletterConfirmQuerySchema, request.body);
    return confirmSubscription(deps, token);
  });

  app.post('/newsletter/unsubscribe', async (request) => {
    const { token } = parseInput(newsletterUnsubscribeQuerySchema, request.body);
    return unsubscribe(deps, token);
  });
}
