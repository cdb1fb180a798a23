import { z } from 'zod';
import type { Role } from '../constants';
import type { ErrorCode } from '../errors';
import { fillPath, type HttpMethod, type RouteShape } from '../public-api/endpoint';

export type InternalMethod = HttpMethod;

/** The body of a route that takes a file's bytes as they are (`application/octet-stream`). */
export const rawBytesBodySchema = z.custom<Uint8Array>((value) => value instanceof Uint8Array, {
  message: 'Expected the bytes of a file',
});

/**
 * One route of a service, as the gateway calls it and the service registers it. Every service route sits
 * at its resource's path (`/products/:id`, `/users`, `/mail-outbox`): the whole port is internal.
 */
export interface InternalRoute extends RouteShape {
  /** The roles of the signed-in admin a staff route serves; without them any call of the gateway is served. */
  readonly roles?: readonly Role[];
  /** The error a caller of another role gets (default FORBIDDEN). */
  readonly forbidden?: ErrorCode;
}

/** Declares a route, keeping its exact schema types for the service kit and the service client. */
export function internalRoute<const Route extends InternalRoute>(route: Route): Route {
  return route;
}

type Output<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;
/** A route of a service or of the public API: what the types below read. */
type AnyRoute = RouteShape;

/** Path parameters, query and body of a route as the service's handler receives them (parsed). */
export type InternalRouteParams<Route extends AnyRoute> = Output<Route['params']>;
export type InternalRouteQuery<Route extends AnyRoute> = Output<Route['query']>;
export type InternalRouteBody<Route extends AnyRoute> = Output<Route['body']>;
/** What a handler answers: something a response schema accepts (anything, left unsent, for a 204 route). */
export type InternalRouteReply<Route extends AnyRoute> = Route['response'] extends z.ZodType
  ? | z.input<Route['response']>
    | (Route['localizedResponse'] extends z.ZodType ? z.input<Route['localizedResponse']> : never)
  : unknown;

/** Whether a call's query names one language, none, or may do either. */
type LanguagesOf<Query> = Query extends { lang: string }
  ? 'one'
  : Query extends { lang?: undefined } | undefined
    ? 'both'
    : 'either';

/** What the caller gets for a call with `Query`: the answer parsed by the response schema it falls under. */
export type InternalRouteResult<
  Route extends AnyRoute,
  Query = undefined,
> = Route['localizedResponse'] extends z.ZodType
  ? {
      one: z.output<Route['localizedResponse']>;
      both: Output<Route['response']>;
      either: z.output<Route['localizedResponse']> | Output<Route['response']>;
    }[LanguagesOf<Query>]
  : Output<Route['response']>;

/** The schema the answer to a call with `query` is parsed by (none for a 204 route). */
export function internalResponseSchema(route: AnyRoute, query: unknown): z.ZodType | undefined {
  const lang = (query as { lang?: unknown } | undefined)?.lang;
  return route.localizedResponse && lang !== undefined ? route.localizedResponse : route.response;
}

/** A route's path with its parameters filled in (each encoded). */
export function internalRoutePath(route: InternalRoute, params: unknown): string {
  return fillPath(route.path, params);
}
