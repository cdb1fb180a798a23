import type { Readable } from 'node:stream';
import { Agent, request, type Dispatcher } from 'undici';
import type { z } from 'zod';
import {
  INTERNAL_HEADERS,
  errorBodySchema,
  errorCodes,
  internalResponseSchema,
  internalRoutePath,
  rawBytesBodySchema,
  type Caller,
  type ErrorCode,
  type InternalRoute,
  type InternalRouteResult,
} from '@hiti/contracts';
import { AppError } from './errors';

export interface ServiceCallOptions {
  method?: Dispatcher.HttpMethod;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  caller?: Caller | null;
  requestId?: string;
  /** Raw body with its own content type (uploads); `body` is sent as JSON otherwise. */
  raw?: { data: Buffer | Readable; contentType: string };
  headers?: Record<string, string>;
  /** Overrides the client's total timeout for a call known to take long (imports, image processing). */
  timeoutMs?: number;
}

export interface ServiceClientTimeouts {
  /** Time allowed to open a connection. */
  connectMs: number;
  /** Time allowed for a whole call: connecting, sending, and receiving the full answer. */
  totalMs: number;
}

export const DEFAULT_SERVICE_TIMEOUTS: ServiceClientTimeouts = { connectMs: 2000, totalMs: 4000 };

export interface ServiceResponse<T> {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  data: T;
}

type QueryValue = string | number | boolean | undefined;

/**
 * The input of a call of a described route: its path parameters and body as its schemas take them, its
 * query keyed by the schema's fields (the service validates the values).
 */
export type InternalCall<Route extends InternalRoute> = Pick<
  ServiceCallOptions,
  'caller' | 'requestId' | 'headers' | 'timeoutMs'
> &
  (Route['params'] extends z.ZodType ? { params: z.output<Route['params']> } : { params?: undefined }) &
  (Route['query'] extends z.ZodType
    ? { query?: Partial<Record<keyof z.output<Route['query']>, QueryValue>> }
    : { query?: undefined }) &
  (Route['body'] extends z.ZodType ? { body: z.input<Route['body']> } : { body?: undefined });

/** The query a call names (undefined when it names none). */
type QueryOf<Input> = Input extends { query: infer Query } ? Query : undefined;

const knownCodes = new Set<string>(errorCodes);

function toQueryString(query: ServiceCallOptions['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Calls another service over HTTP with the internal token, the request id and the caller's identity.
 * Every call has a connect and a total timeout; running out of either is DEPENDENCY_UNAVAILABLE (503).
 */
export class ServiceClient {
  private readonly dispatcher: Agent;

  constructor(
    readonly name: string,
    private readonly baseUrl: string,
    private readonly token: string,
    private readonly timeouts: ServiceClientTimeouts = DEFAULT_SERVICE_TIMEOUTS,
  ) {
    this.dispatcher = new Agent({
      keepAliveTimeout: 30_000,
      connections: 64,
      pipelining: 1,
      connect: { timeout: timeouts.connectMs },
    });
  }

  private headersFor(options: ServiceCallOptions): Record<string, string> {
    const headers: Record<string, string> = { [INTERNAL_HEADERS.token]: this.token, ...options.headers };
    if (options.requestId) headers[INTERNAL_HEADERS.requestId] = options.requestId;
    if (options.caller) {
      headers[INTERNAL_HEADERS.userId] = String(options.caller.id);
      headers[INTERNAL_HEADERS.userRole] = options.caller.role;
      headers[INTERNAL_HEADERS.username] = options.caller.username;
    }
    if (options.raw) headers['content-type'] = options.raw.contentType;
    else if (options.body !== undefined) headers['content-type'] = 'application/json';
    return headers;
  }

  /** Sends a call and reads its whole answer inside the total timeout. */
  private async send(
    path: string,
    options: ServiceCallOptions,
  ): Promise<{ response: Dispatcher.ResponseData; bytes: Buffer }> {
    try {
      const response = await request(`${this.baseUrl}${path}${toQueryString(options.query)}`, {
        method: options.method ?? 'GET',
        headers: this.headersFor(options),
        body: options.raw
          ? options.raw.data
          : options.body === undefined
            ? undefined
            : JSON.stringify(options.body),
        dispatcher: this.dispatcher,
        signal: AbortSignal.timeout(options.timeoutMs ?? this.timeouts.totalMs),
      });
      return { response, bytes: Buffer.from(await response.body.arrayBuffer()) };
    } catch (error) {
      throw new AppError('DEPENDENCY_UNAVAILABLE', { cause: error });
    }
  }

  private decode(response: Dispatcher.ResponseData, bytes: Buffer): unknown {
    const text = bytes.toString('utf8');
    return text && isJson(response.headers['content-type']) ? JSON.parse(text) : text;
  }

  /** Sends a call; a non-2xx answer becomes an AppError with the service's code and message. */
  async call<T>(path: string, options: ServiceCallOptions = {}): Promise<ServiceResponse<T>> {
    const { response, bytes } = await this.send(path, options);
    const data = this.decode(response, bytes);
    if (response.statusCode >= 400) throw toAppError(this.name, response.statusCode, data);
    return { status: response.statusCode, headers: response.headers, data: data as T };
  }

  /** Calls a route described in contracts; the answer is parsed by the route's response schema. */
  async request<Route extends InternalRoute, const Input extends InternalCall<Route>>(
    route: Route,
    input: Input,
  ): Promise<InternalRouteResult<Route, QueryOf<Input>>> {
    return (await this.exchange(route, input)).data;
  }

  /** Like `request`, with the status the service answered (where one route has two successes). */
  async exchange<Route extends InternalRoute, const Input extends InternalCall<Route>>(
    route: Route,
    input: Input,
  ): Promise<{ status: number; data: InternalRouteResult<Route, QueryOf<Input>> }> {
    const { status, data } = await this.call<unknown>(
      internalRoutePath(route, input.params),
      callOptionsFor(route, input),
    );
    const schema = internalResponseSchema(route, input.query);
    // The schema is the one the result type names (none for a 204 route, whose result is undefined).
    const parsed = (schema ? schema.parse(data) : undefined) as InternalRouteResult<Route, QueryOf<Input>>;
    return { status, data: parsed };
  }

  /** Calls a described route and returns the answer's bytes unparsed, for passing JSON through. */
  async requestBytes<Route extends InternalRoute>(route: Route, input: InternalCall<Route>): Promise<Buffer> {
    return this.callBytes(internalRoutePath(route, input.params), callOptionsFor(route, input));
  }

  /** Like `call`, but a successful answer is returned as its raw bytes, for passing JSON through unparsed. */
  async callBytes(path: string, options: ServiceCallOptions = {}): Promise<Buffer> {
    const { response, bytes } = await this.send(path, options);
    if (response.statusCode >= 400)
      throw toAppError(this.name, response.statusCode, this.decode(response, bytes));
    return bytes;
  }

  /**
   * Streams an answer through untouched (files): the headers must arrive within the total timeout, and
   * the body may not stall for longer than it.
   */
  async stream(path: string, options: ServiceCallOptions = {}): Promise<Dispatcher.ResponseData> {
    const timeoutMs = options.timeoutMs ?? this.timeouts.totalMs;
    try {
      return await request(`${this.baseUrl}${path}${toQueryString(options.query)}`, {
        method: options.method ?? 'GET',
        headers: this.headersFor(options),
        dispatcher: this.dispatcher,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
    } catch (error) {
      throw new AppError('DEPENDENCY_UNAVAILABLE', { cause: error });
    }
  }

  async close(): Promise<void> {
    await this.dispatcher.close();
  }
}

type AnyInternalCall = Pick<
  ServiceCallOptions,
  'caller' | 'requestId' | 'headers' | 'timeoutMs' | 'query'
> & {
  params?: unknown;
  body?: unknown;
};

function callOptionsFor(route: InternalRoute, input: AnyInternalCall): ServiceCallOptions {
  const { params: _params, body, ...context } = input;
  const options: ServiceCallOptions = { ...context, method: route.method };
  if (body instanceof Uint8Array && route.body === rawBytesBodySchema) {
    options.raw = {
      data: Buffer.from(body.buffer, body.byteOffset, body.byteLength),
      contentType: 'application/octet-stream',
    };
  } else if (body !== undefined) {
    options.body = body;
  }
  return options;
}

function isJson(contentType: string | string[] | undefined): boolean {
  return String(contentType ?? '').includes('application/json');
}

function toAppError(service: string, status: number, data: unknown): AppError {
  const parsed = errorBodySchema.safeParse(data);
  if (parsed.success && knownCodes.has(parsed.data.error.code)) {
    const { code, message, details } = parsed.data.error;
    return new AppError(code as ErrorCode, { message, ...(details ? { details } : {}) });
  }
  if (status === 503 || status === 502) return new AppError('DEPENDENCY_UNAVAILABLE');
  return new AppError('INTERNAL', { message: `${service} answered ${status}` });
}
