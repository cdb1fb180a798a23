import type { ZodType } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What every declared route has, a service's or the public API's. */
export interface RouteShape {
  readonly method: HttpMethod;
  /** Path with `:name` for each path parameter (as Fastify reads it). */
  readonly path: string;
  readonly params?: ZodType;
  readonly query?: ZodType;
  /** A JSON body (a service route may take raw bytes instead: `rawBytesBodySchema`). */
  readonly body?: ZodType;
  /** The answer; a route without one answers 204 with no body. */
  readonly response?: ZodType;
  /** A read whose query names a `lang`: the answer with its texts in that language (`response` holds both). */
  readonly localizedResponse?: ZodType;
  /** Status of a successful answer (default 200, or 204 without a response). */
  readonly status?: number;
}

/** A route's path with its parameters filled in (each encoded). */
export function fillPath(path: string, params: unknown): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_match, name: string) => {
    const value = (params as Record<string, unknown> | undefined)?.[name];
    if (value === undefined || value === null) throw new Error(`${path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
