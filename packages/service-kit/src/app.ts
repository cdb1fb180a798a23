import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { INTERNAL_HEADERS } from '@hiti/contracts';
import { answerFrameworkError, installErrorHandling, type NotFoundHandler } from './error-handler';
import { installJsonBodyParser } from './json-body';
import { healthRoutes } from './health';
import { internalAuth } from './internal-auth';
import { guardOperationalRoutes } from './management';
import { metrics } from './metrics';
import { trackRequestIds } from './request-context';
import { requestIdOf } from './request-id';
import { logEachRequestOnce } from './request-log';
import { serviceRouteRoles } from './route-roles';

export interface CreateAppOptions {
  /** Name used in logs and health answers. */
  service: string;
  logger?: FastifyServerOptions['logger'];
  /**
   * When set, every route but /health/* and /metrics requires this token in `x-internal-token`, and the
   * routes' `config.roles` are checked against the caller the gateway names.
   */
  internalToken?: string;
  bodyLimit?: number;
  /** A hop count or proxy addresses/CIDR ranges; never `true` (a client could spoof its address). */
  trustProxy?: false | number | string[];
  /** Replaces the JSON 404 (the gateway serves the web app for unknown page paths). */
  notFoundHandler?: NotFoundHandler;
  /**
   * Whether what a request queues (events, mail jobs) carries its id (default true). The gateway queues
   * nothing and passes request ids to the services itself, so its reads skip the bookkeeping.
   */
  trackRequestIds?: boolean;
}

/** Fastify takes a hop count as the function proxy-addr would build from it (its types omit the number). */
function trustedProxies(
  trust: false | number | string[],
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** The Fastify instance every service starts from: request ids, one error shape, health routes. */
export function createApp(options: CreateAppOptions): FastifyInstance {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    trustProxy: trustedProxies(options.trustProxy ?? false),
    // The id a call arrives with is checked before it is used (`requestIdOf`), never taken as it is.
    requestIdHeader: false,
    genReqId: requestIdOf,
    return503OnClosing: true,
    // Logged once per request, on its answer (see logEachRequestOnce).
    logController: new LogController({ disableRequestLogging: true }),
    // Router and content-type errors raised before any hook (too long a path parameter, a bad header).
    frameworkErrors: answerFrameworkError,
  });
  installJsonBodyParser(app);
  logEachRequestOnce(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header(INTERNAL_HEADERS.requestId, request.id);
  });
  installErrorHandling(app, options.notFoundHandler);
  if (options.trackRequestIds ?? true) trackRequestIds(app);
  guardOperationalRoutes(app);
  app.register(healthRoutes, { service: options.service });
  app.register(metrics, { service: options.service });
  if (options.internalToken) {
    app.register(internalAuth, { token: options.internalToken });
    app.register(serviceRouteRoles);
  }
  return app;
}
