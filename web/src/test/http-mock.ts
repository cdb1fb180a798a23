import { http, HttpResponse } from 'msw';
import {
  apiEndpoints,
  errorMessage,
  errorStatus,
  type ApiRouteName,
  type ErrorBody,
  type ErrorCode,
  type FieldIssue,
  type InternalRouteBody,
  type InternalRouteReply,
  type PublicApi,
} from '@hiti/contracts';
import { addRecorder, apiMock, noteUnanswered, recordRequest } from './api-mock-server';

/** A body that is not JSON, as a test reads it back: a form's fields, or a file's text. */
type RawBody<Route> = Route extends { rawBody: { type: 'multipart/form-data' } }
  ? FormData
  : Route extends { rawBody: { type: 'text/csv' } }
    ? string
    : undefined;

/** The body a route declares, as the app sends it (not checked). */
export type SentBody<Name extends ApiRouteName> =
  InternalRouteBody<PublicApi[Name]> extends undefined
    ? RawBody<PublicApi[Name]>
    : InternalRouteBody<PublicApi[Name]>;

/** A request the app sent, as a test reads it back. */
export interface SentRequest<Name extends ApiRouteName = ApiRouteName> {
  /** The route of the contracts' table that answered it. */
  route: Name;
  method: string;
  /** The path with its parameters filled in, without the query. */
  path: string;
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
  headers: Headers;
  credentials: RequestCredentials;
  /** A JSON body parsed, a form's fields, any other body as text; undefined without one. */
  body: SentBody<Name>;
}

/** What a route's handler may answer (for a read in one language, either form). */
export type RouteReply<Name extends ApiRouteName> = InternalRouteReply<PublicApi[Name]>;

export type RouteResolver<Name extends ApiRouteName> = (
  request: SentRequest<Name>,
) => RouteReply<Name> | Response | Promise<RouteReply<Name> | Response>;

export interface AnswerOptions {
  /** The status of a JSON answer (200, or 204 for none, unless told). */
  status?: number;
  headers?: HeadersInit;
  /** Answers the next request only; the route's earlier answer, if any, answers the ones after. */
  once?: boolean;
}

export interface RefusalOptions {
  /** The code's status in the error catalogue unless told. */
  status?: number;
  /** The code's message in the error catalogue unless told. */
  message?: string;
  details?: FieldIssue[];
  headers?: HeadersInit;
  once?: boolean;
}

async function bodyOf(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) return request.formData();
  const text = await request.text();
  if (!text) return undefined;
  return type.startsWith('application/json') ? JSON.parse(text) : text;
}

async function record<Name extends ApiRouteName>(
  route: Name,
  request: Request,
  params: Readonly<Record<string, string | readonly string[] | undefined>>,
): Promise<SentRequest<Name>> {
  const url = new URL(request.url);
  const sent: SentRequest<Name> = {
    route,
    method: request.method,
    path: url.pathname,
    params: Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)])),
    query: url.searchParams,
    headers: request.headers,
    credentials: request.credentials,
    body: (await bodyOf(request.clone())) as SentBody<Name>,
  };
  recordRequest(sent);
  return sent;
}

/** A JSON answer (none for `undefined`, with 204 unless told). */
export function jsonAnswer(body: unknown, options: Omit<AnswerOptions, 'once'> = {}): Response {
  const headers = new Headers(options.headers);
  if (body === undefined) return new Response(null, { status: options.status ?? 204, headers });
  headers.set('content-type', 'application/json');
  return new Response(JSON.stringify(body), { status: options.status ?? 200, headers });
}

/** An error answer in the one shape of the API, `{ error: { code, message, details? } }`. */
export function apiError(code: ErrorCode, options: Omit<RefusalOptions, 'once'> = {}): Response {
  const body: ErrorBody = {
    error: {
      code,
      message: options.message ?? errorMessage(code),
      ...(options.details ? { details: options.details } : {}),
    },
  };
  return jsonAnswer(body, { status: options.status ?? errorStatus(code), headers: options.headers });
}

/** No answer at all: the network failed, and `fetch` rejects. */
export function networkFailure(): Response {
  return HttpResponse.error();
}

/** Answers each request of the route `name` (by the contracts' route table) with what `resolve` gives. */
export function onRoute<Name extends ApiRouteName>(
  name: Name,
  resolve: RouteResolver<Name>,
  options: AnswerOptions = {},
): void {
  const { method, path } = apiEndpoints[name];
  const handler = http[method.toLowerCase() as Lowercase<typeof method>](
    path,
    async ({ request, params }) => {
      const answer = await resolve(await record(name, request, params));
      return answer instanceof Response ? answer : jsonAnswer(answer, options);
    },
    { once: options.once },
  );
  apiMock.use(handler);
}

/**
 * Answers the requests of the route `name` in turn, each with the next of `answers`; a request after the
 * last one is not answered (and fails the test).
 */
export function answerInTurn<Name extends ApiRouteName>(
  name: Name,
  answers: RouteResolver<Name>[],
  options: Omit<AnswerOptions, 'once'> = {},
): void {
  const left = [...answers];
  onRoute(
    name,
    (request) => {
      const next = left.shift();
      if (next) return next(request);
      noteUnanswered(`${request.method} ${request.path} (after the answers in turn)`);
      return networkFailure();
    },
    options,
  );
}

/** Answers each request of the route `name` with `body` as JSON. */
export function answerRoute<Name extends ApiRouteName>(
  name: Name,
  body: RouteReply<Name>,
  options: AnswerOptions = {},
): void {
  onRoute(name, () => body, options);
}

/** Refuses each request of the route `name` with the error `code`. */
export function refuseRoute(name: ApiRouteName, code: ErrorCode, options: RefusalOptions = {}): void {
  onRoute(name, () => apiError(code, options), { once: options.once });
}

/**
 * The requests the app sends from now on (to these routes, or to any), in order: the array fills as they
 * arrive, each recorded before it is answered.
 */
export function recordRequests<Name extends ApiRouteName = ApiRouteName>(
  ...routes: Name[]
): SentRequest<Name>[] {
  const requests: SentRequest<Name>[] = [];
  addRecorder(routes, requests);
  return requests;
}
