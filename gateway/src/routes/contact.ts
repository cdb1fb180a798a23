import type { FastifyInstance } from 'fastify';
import { contactBodySchema, notifyRoutes } from '@hiti/contracts';
import { AppError, parseInput } from '@hiti/service-kit';

/** Per visitor address: enough for a person, too few for a script. */
const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '1 minute' } as const;

/** POST /api/contact (public): validated here and in notify, which stores it and queues its mail. */
export async function contactRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/contact',
    {
      config: {
        roles: 'public',
        rateLimit: {
          ...CONTACT_RATE_LIMIT,
          errorResponseBuilder: () => new AppError('RATE_LIMITED'),
        },
      },
    },
    async (request, reply) => {
      const body = parseInput(contactBodySchema, request.body);
      const { status, data } = await app.services.notify.exchange(notifyRoutes.sendContact, {
        body,
        requestId: request.id,
      });
      return reply.status(status).send(data);
    },
  );
}
