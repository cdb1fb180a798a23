import type { ZodType } from 'zod';
import type { Role } from '../constants';
import type { ErrorCode } from '../errors';
import type { RouteShape } from './endpoint';

/** Who may call a public route: every visitor, or signed-in admins of these roles. */
export type ApiRoles = readonly Role[] | 'public';

/**
 * Cache-Control of a successful answer: `no-cache` for a public read (revalidated by its ETag), `no-store`
 * for an admin's read or a session's answer.
 */
export type ApiCachePolicy = 'no-cache' | 'no-store';

/** A request body that is not JSON, read by the route's handler itself. */
export interface ApiRawBody {
  readonly type: 'multipart/form-data' | 'text/csv';
  /** What the body holds, for the API document (the handler checks it). */
  readonly schema: ZodType;
}

/**
 * One route of the public `/api`, as the gateway registers it, the web app calls it and the OpenAPI
 * document describes it. `params`, `query` and a JSON `body` are parsed with their schemas before the
 * handler runs; a JSON answer is checked against `response` (or `localizedResponse` for a read in one
 * language) before it is sent.
 */
export interface ApiRoute extends RouteShape {
  readonly roles: ApiRoles;
  /** The error a signed-in admin of another role gets (default FORBIDDEN). */
  readonly forbidden?: ErrorCode;
  /** What the route does, in one line. */
  readonly summary: string;
  readonly cache?: ApiCachePolicy;
  readonly rawBody?: ApiRawBody;
  /** An answer that is not JSON: a CSV file, or a 303 redirect to a page. */
  readonly answers?: 'text/csv' | 'redirect';
}

/** Declares a public route, keeping its exact schema types for the gateway and the web client. */
export function apiRoute<const Route extends ApiRoute>(route: Route): Route {
  return route;
}
