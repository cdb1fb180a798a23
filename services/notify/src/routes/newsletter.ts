import type { FastifyInstance } from 'fastify';
import { notifyRoutes } from '@hiti/contracts';
import { serveRoute } from '@hiti/service-kit';
import { confirmSubscription, subscribe, unsubscribe } from '../actions/newsletter';
import { newsletterSubscriberModel } from '../models/newsletter-subscriber';

/**
 * POST /newsletter (202 pending, whatever the address's state), and the two links of the
 * confirmation mail, which answer where to send the visitor.
 */
export async function newsletterRoutes(app: FastifyInstance, options: { publicUrl: string }): Promise<void> {
  const deps = {
    subscribers: newsletterSubscriberModel(app.mongo),
    mail: app.mail,
    publicUrl: options.publicUrl,
  };

  serveRoute(app, notifyRoutes.subscribe, async ({ body }) => subscribe(deps, body));

  serveRoute(app, notifyRoutes.confirmSubscription, async ({ body }) =>
    confirmSubscription(deps, body.token),
  );

  serveRoute(app, notifyRoutes.unsubscribe, async ({ body }) => unsubscribe(deps, body.token));
}
