import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { INTERNAL_HEADERS, callerSchema, type Caller } from '@hiti/contracts';
import { AppError } from './errors';
import { OPERATIONAL_PATHS } from './metrics';

declare module 'fastify' {
  interface FastifyRequest {
    /** The admin on whose behalf the gateway calls, when the call is made for a signed-in admin. */
    caller: Caller | null;
  }
}

function tokensMatch(given: string, expected: Buffer): boolean {
  const givenBuffer = Buffer.from(given);
  return givenBuffer.length === expected.length && timingSafeEqual(givenBuffer, expected);
}

function readCaller(request: FastifyRequest): Caller | null {
  const parsed = callerSchema.safeParse({
    id: Number(request.headers[INTERNAL_HEADERS.userId]),
    role: request.headers[INTERNAL_HEADERS.userRole],
    username: request.headers[INTERNAL_HEADERS.username],
  });
  return parsed.success ? parsed.data : null;
}

/** Services answer only the gateway (and each other): every route but health and metrics needs the internal token. */
async function internalAuthPlugin(app: FastifyInstance, options: { token: string }): Promise<void> {
  const expected = Buffer.from(options.token);
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request) => {
    if (OPERATIONAL_PATHS.test(request.url)) return;
    const given = request.headers[INTERNAL_HEADERS.token];
    if (typeof given !== 'string' || !tokensMatch(given, expected)) {
      throw new AppError('UNAUTHENTICATED', { message: 'This service answers internal calls only.' });
    }
    request.caller = readCaller(request);
  });
}

export const internalAuth = fp(internalAuthPlugin, { name: 'hiti-internal-auth' });
