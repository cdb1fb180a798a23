import type { FastifyInstance } from 'fastify';

/**
 * One log line per request, when it is answered: its method, path and caller as Fastify's "incoming
 * request" line had them, with the status and time of its "request completed" line. Half the lines (and
 * the writes to stdout) of Fastify's two. A route's own `logLevel` still applies (health checks log none).
 */
export function logEachRequestOnce(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  });
}
