import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  API_PREFIX,
  internalResponseSchema,
  type ApiRoute,
  type InternalRouteBody,
  type InternalRouteParams,
  type InternalRouteQuery,
  type InternalRouteReply,
} from '@hiti/contracts';
import { parseInput } from '@hiti/service-kit';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The public route this /api route was registered from. */
    apiRoute?: ApiRoute;
  }
}

/** What a public route's handler gets: its input parsed by the route's own schemas. */
export interface ApiRouteInput<Route extends ApiRoute> {
  params: InternalRouteParams<Route>;
  query: InternalRouteQuery<Route>;
  body: InternalRouteBody<Route>;
  request: FastifyRequest;
  /** Already set to the route's status; a handler that answers itself (a file, a redirect) returns it. */
  reply: FastifyReply;
}

export type ApiRouteHandler<Route extends ApiRoute> = (
  input: ApiRouteInput<Route>,
) => Promise<InternalRouteReply<Route> | FastifyReply>;

export interface ServeApiRouteOptions {
  bodyLimit?: number;
  rateLimit?: FastifyContextConfig['rateLimit'];
  /** Runs when the handler or the parsing of its input fails, before the error is answered. */
  onFailure?: (request: FastifyRequest, error: unknown) => void;
}

/** The route's path under the /api prefix the route modules are registered with. */
function pathUnderPrefix(route: ApiRoute): string {
  if (!route.path.startsWith(`${API_PREFIX}/`)) throw new Error(`${route.path} is not under ${API_PREFIX}`);
  return route.path.slice(API_PREFIX.length);
}

/**
 * Registers a public route from its declaration in contracts (`publicApi`): the roles go to the role
 * check, params, query and a JSON body are parsed with the route's schemas (400 with per-field details),
 * and a JSON answer is parsed by the response schema before it is sent with the route's cache policy, so
 * nothing outside the contract leaves the gateway. A handler that sends its answer itself (cached bytes,
 * a file, a redirect) returns the reply.
 */
export function serveApiRoute<Route extends ApiRoute>(
  app: FastifyInstance,
  route: Route,
  handler: ApiRouteHandler<Route>,
  options: ServeApiRouteOptions = {},
): void {
  const status = route.status ?? (route.response || route.answers ? 200 : 204);
  app.route({
    method: route.method,
    url: pathUnderPrefix(route),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    config: {
      roles: route.roles,
      apiRoute: route,
      ...(route.forbidden ? { forbidden: route.forbidden } : {}),
      ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
    },
    handler: async (request, reply) => {
      let input: ApiRouteInput<Route>;
      let answer: Awaited<ReturnType<typeof handler>>;
      try {
        input = {
          params: route.params ? parseInput(route.params, request.params) : undefined,
          query: route.query ? parseInput(route.query, request.query) : undefined,
          body: route.body ? parseInput(route.body, request.body) : undefined,
          request,
          reply: reply.status(status),
        } as ApiRouteInput<Route>;
        answer = await handler(input);
      } catch (error) {
        options.onFailure?.(request, error);
        throw error;
      }
      if (answer === reply || reply.sent) return reply;
      if (route.cache) reply.header('cache-control', route.cache);
      const response = internalResponseSchema(route, input.query);
      return response ? reply.send(response.parse(answer)) : reply.send();
    },
  });
}
