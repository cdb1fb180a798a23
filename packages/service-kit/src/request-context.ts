import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

const requestIds = new AsyncLocalStorage<string>();

/** The id of the request whose handler is running (through every await), if any. */
export function currentRequestId(): string | undefined {
  return requestIds.getStore();
}

/**
 * Makes `currentRequestId()` answer inside every route handler, so what a request queues (events, mail
 * jobs) carries its id. Entered before the handler, after the body is read (a body's stream events would
 * not carry the context).
 */
export function trackRequestIds(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => requestIds.run(request.id, done));
}
