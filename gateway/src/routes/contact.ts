import type { FastifyInstance } from 'fastify';
import { notifyRoutes, publicApi } from '@hiti/contracts';
import { AppError } from '@hiti/service-kit';
import { serveApiRoute } from '../api-route';

/** Per visitor address: enough for a person, too few for a script. */
const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '1 minute' } as const;

/** POST /api/contact (public): validated here and in notify, which stores it and queues its mail. */
export async function contactRoutes(app: FastifyInstance): Promise<void> {
  serveApiRoute(
    app,
    publicApi.sendContact,
    async ({ body, request, reply }) => {
      const { status, data } = await app.services.notify.exchange(notifyRoutes.sendContact, {
        body,
        requestId: request.id,
      });
      reply.status(status);
      return data;
    },
    {
      rateLimit: {
        ...CONTACT_RATE_LIMIT,
        errorResponseBuilder: () => new AppError('RATE_LIMITED'),
      },
    },
  );
}
