import type { FastifyInstance } from 'fastify';
import { notifyRoutes } from '@hiti/contracts';
import { serveRoute } from '@hiti/service-kit';
import type { NewsletterService } from '../services/newsletter.service';

/**
 * POST /newsletter (202 pending, whatever the address's state), and the two links of the
 * confirmation mail, which answer where to send the visitor.
 */
export async function newsletterRoutes(
  app: FastifyInstance,
  options: { newsletter: NewsletterService },
): Promise<void> {
  const { newsletter } = options;
  serveRoute(app, notifyRoutes.subscribe, async ({ body }) => newsletter.subscribe(body));
  serveRoute(app, notifyRoutes.confirmSubscription, async ({ body }) => newsletter.confirm(body.token));
  serveRoute(app, notifyRoutes.unsubscribe, async ({ body }) => newsletter.unsubscribe(body.token));
}
