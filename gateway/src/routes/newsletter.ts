import type { FastifyInstance } from 'fastify';
import { notifyRoutes, publicApi } from '@hiti/contracts';
import { AppError, isAppError } from '@hiti/service-kit';
import { serveApiRoute, type ApiRouteInput } from '../api-route';

const NEWSLETTER_RATE_LIMIT = { max: 5, timeWindow: '1 minute' } as const;
/** Confirm and unsubscribe links: generous, but no token guessing at speed. */
const LINK_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

const rateLimit = (limit: { max: number; timeWindow: string }) => ({
  ...limit,
  errorResponseBuilder: () => new AppError('RATE_LIMITED'),
});

/** Both links take the same query. */
type LinkInput = Pick<ApiRouteInput<typeof publicApi.confirmSubscription>, 'query' | 'request' | 'reply'>;

/**
 * POST /api/newsletter (public, double opt-in), and the two links of the confirmation mail.
 * A followed link redirects (303) to the storefront with `?newsletter=confirmed|unsubscribed|invalid`
 * (and `&lang=mk|al`), where the page shows the message.
 */
export async function newsletterRoutes(app: FastifyInstance): Promise<void> {
  serveApiRoute(
    app,
    publicApi.subscribe,
    async ({ body, request, reply }) => {
      const { status, data } = await app.services.notify.exchange(notifyRoutes.subscribe, {
        body,
        requestId: request.id,
      });
      reply.status(status);
      return data;
    },
    { rateLimit: rateLimit(NEWSLETTER_RATE_LIMIT) },
  );

  /**
   * The link's query is the body of the notify route it leads to. The link is opened in a browser from a
   * mail, so while notify cannot answer the visitor gets the site's 503 page in the mail's language.
   */
  const followLink =
    (route: typeof notifyRoutes.confirmSubscription | typeof notifyRoutes.unsubscribe) =>
    async ({ query: body, request, reply }: LinkInput) => {
      reply.header('cache-control', 'no-store');
      try {
        const result = await app.services.notify.request(route, { body, requestId: request.id });
        return await reply.redirect(result.redirectTo, 303);
      } catch (error) {
        const web = app.webApp;
        if (!web || !isAppError(error) || error.code !== 'DEPENDENCY_UNAVAILABLE') throw error;
        request.log.warn({ err: error }, 'newsletter link followed while notify is unavailable');
        return reply
          .status(503)
          .header('retry-after', '30')
          .type('text/html; charset=utf-8')
          .send(await web.pages.unavailable(body.lang === 'al' ? '/al/' : '/'));
      }
    };

  const linkLimit = { rateLimit: rateLimit(LINK_RATE_LIMIT) };
  serveApiRoute(app, publicApi.confirmSubscription, followLink(notifyRoutes.confirmSubscription), linkLimit);
  serveApiRoute(app, publicApi.unsubscribe, followLink(notifyRoutes.unsubscribe), linkLimit);
}
