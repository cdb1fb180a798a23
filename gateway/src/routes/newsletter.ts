import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  newsletterAcceptedSchema,
  newsletterBodySchema,
  newsletterConfirmQuerySchema,
  newsletterLinkResultSchema,
  newsletterUnsubscribeQuerySchema,
} from '@hiti/contracts';
import { AppError, parseInput } from '@hiti/service-kit';

const NEWSLETTER_RATE_LIMIT = { max: 5, timeWindow: '1 minute' } as const;
/** Confirm and unsubscribe links: generous, but no token guessing at speed. */
const LINK_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

const rateLimit = (limit: { max: number; timeWindow: string }) => ({
  ...limit,
  skipOnError: true,
  errorResponseBuilder: () => new AppError('RATE_LIMITED'),
});

/**
 * POST /api/newsletter (public, double opt-in), and the two links of the confirmation mail.
 * A followed link redirects (303) to the storefront with `?newsletter=confirmed|unsubscribed|invalid`
 * (and `&lang=mk|al`), where the page shows the message.
 */
export async function newsletterRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/newsletter',
    { config: { roles: 'public', rateLimit: rateLimit(NEWSLETTER_RATE_LIMIT) } },
    async (request, reply) => {
      const body = parseInput(newsletterBodySchema, request.body);
      const { status, data } = await app.services.notify.call<unknown>('/newsletter', {
        method: 'POST',
        body,
        requestId: request.id,
      });
      return reply.status(status).send(newsletterAcceptedSchema.parse(data));
    },
  );

  const followLink =
    (path: string, querySchema: z.ZodType<{ token: string }>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const { token } = parseInput(querySchema, request.query);
      const { data } = await app.services.notify.call<unknown>(path, {
        method: 'POST',
        body: { token },
        requestId: request.id,
      });
      const result = newsletterLinkResultSchema.parse(data);
      return reply.header('cache-control', 'no-store').redirect(result.redirectTo, 303);
    };

  app.get(
    '/newsletter/confirm',
    { config: { roles: 'public', rateLimit: rateLimit(LINK_RATE_LIMIT) } },
    followLink('/newsletter/confirm', newsletterConfirmQuerySchema),
  );
  app.get(
    '/newsletter/unsubscribe',
    { config: { roles: 'public', rateLimit: rateLimit(LINK_RATE_LIMIT) } },
    followLink('/newsletter/unsubscribe', newsletterUnsubscribeQuerySchema),
  );
}
