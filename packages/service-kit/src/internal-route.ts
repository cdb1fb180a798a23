import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  internalResponseSchema,
  rawBytesBodySchema,
  type Caller,
  type InternalRoute,
  type InternalRouteBody,
  type InternalRouteParams,
  type InternalRouteQuery,
  type InternalRouteReply,
} from '@hiti/contracts';
import { AppError } from './errors';
import { parseInput } from './validate';

/** What a route's handler gets: its input parsed by the route's own schemas. */
export interface InternalRouteInput<Route extends InternalRoute> {
  params: InternalRouteParams<Route>;
  query: InternalRouteQuery<Route>;
  body: InternalRouteBody<Route>;
  /** The admin the gateway calls for; always there on a route with roles. */
  caller: Route['roles'] extends readonly unknown[] ? Caller : Caller | null;
  request: FastifyRequest;
  /** For a status other than the route's own (set it before answering). */
  reply: FastifyReply;
}

/**
 * An answer already written as JSON from values the route's response schema parsed: built once by the
 * service (a product's JSON, say) and sent as it is, however many answers it is part of.
 */
export class ReadyJson {
  constructor(readonly json: Buffer) {}

  /** A JSON array of ready items. */
  static array(items: readonly Buffer[]): ReadyJson {
    const parts: Buffer[] = [OPEN_BRACKET];
    items.forEach((item, index) => {
      if (index > 0) parts.push(COMMA);
      parts.push(item);
    });
    parts.push(CLOSE_BRACKET);
    return new ReadyJson(Buffer.concat(parts));
  }

  /** A page of a list (`pagedSchema`): its ready items, with the total and where the page sits. */
  static page(items: readonly Buffer[], at: { total: number; page: number; pageSize: number }): ReadyJson {
    const list = ReadyJson.array(items).json;
    const rest = `,"total":${at.total},"page":${at.page},"pageSize":${at.pageSize}}`;
    return new ReadyJson(Buffer.concat([ITEMS_OPEN, list, Buffer.from(rest)]));
  }
}

const ITEMS_OPEN = Buffer.from('{"items":');

const OPEN_BRACKET = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE_BRACKET = Buffer.from(']');

export type InternalRouteHandler<Route extends InternalRoute> = (
  input: InternalRouteInput<Route>,
) => Promise<InternalRouteReply<Route> | ReadyJson>;

export interface ServeRouteOptions {
  bodyLimit?: number;
}

function parseBody(route: InternalRoute, body: unknown): unknown {
  if (!route.body) return undefined;
  if (route.body === rawBytesBodySchema && !Buffer.isBuffer(body)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  }
  return parseInput(route.body, body);
}

/**
 * Registers a service route from its description in contracts: params, query and body are parsed with the
 * route's schemas (400 with per-field details), the roles go to the kit's role check, and the answer is
 * parsed by the response schema before it is sent, so nothing outside the contract leaves the service (a
 * `ReadyJson` answer was written from values that schema parsed, and is sent as it is).
 */
export function serveRoute<Route extends InternalRoute>(
  app: FastifyInstance,
  route: Route,
  handler: InternalRouteHandler<Route>,
  options: ServeRouteOptions = {},
): void {
  const status = route.status ?? (route.response ? 200 : 204);
  app.route({
    method: route.method,
    url: route.path,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    config: { roles: route.roles ?? 'public', ...(route.forbidden ? { forbidden: route.forbidden } : {}) },
    handler: async (request, reply) => {
      const input = {
        params: route.params ? parseInput(route.params, request.params) : undefined,
        query: route.query ? parseInput(route.query, request.query) : undefined,
        body: parseBody(route, request.body),
        caller: request.caller,
        request,
        reply: reply.status(status),
      } as InternalRouteInput<Route>;
      const answer = await handler(input);
      if (answer instanceof ReadyJson) return reply.type('application/json; charset=utf-8').send(answer.json);
      const response = internalResponseSchema(route, input.query);
      return response ? reply.send(response.parse(answer)) : reply.send();
    },
  });
}
