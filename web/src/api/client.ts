import { CLIENT_HEADER } from '@hiti/contracts';
import type { ErrorBody, FieldIssue } from '@hiti/contracts';
import { loadSchemas } from './schemas-loader';

/** A non-success answer: the message is `<status>: <body text or status text>`; code and details are parsed. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly details: FieldIssue[] | undefined;
  readonly serverMessage: string | undefined;

  constructor(status: number, text: string, statusText: string, parsed?: ErrorBody['error']) {
    super(`${status}: ${text || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = parsed?.code;
    this.details = parsed?.details;
    this.serverMessage = parsed?.message;
  }
}

async function parseErrorBody(text: string): Promise<ErrorBody['error'] | undefined> {
  if (!text) return undefined;
  try {
    const { errorBodySchema } = await loadSchemas();
    const result = errorBodySchema.safeParse(JSON.parse(text));
    return result.success ? result.data.error : undefined;
  } catch {
    return undefined;
  }
}

export type QueryValue = string | number | boolean | undefined | null;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON (with a JSON content type). */
  json?: unknown;
  /** Sent as is (multipart uploads); the browser sets the content type. */
  form?: FormData;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
}

/** Anything that checks an answer and gives it its type (a contracts zod schema). */
export interface Parser<T> {
  parse(input: unknown): T;
}

/** A parser loaded on first use (see schemas-loader), so it stays out of a page's first load. */
export interface LazyParser<T> {
  load(): Promise<Parser<T>>;
}

/** A path with its query string; undefined, null and empty values are left out. */
export function withQuery(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

/**
 * The one fetch of the web app: credentials always, the client header always, a JSON content type when
 * there is a JSON body; reads skip the browser cache. Answers the parsed JSON (undefined when empty).
 */
export async function apiFetch<T>(
  path: string,
  options: RequestOptions = {},
  parser?: Parser<T> | LazyParser<T>,
): Promise<T> {
  const method = options.method ?? 'GET';
  const headers = new Headers({ [CLIENT_HEADER.name]: CLIENT_HEADER.value, accept: 'application/json' });
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }
  const response = await fetch(withQuery(path, options.query), {
    method,
    headers,
    body,
    credentials: 'include',
    cache: method === 'GET' ? 'no-cache' : 'default',
    signal: options.signal,
  });
  const text = await response.text();
  if (!response.ok) {
    throw new ApiError(response.status, text, response.statusText, await parseErrorBody(text));
  }
  const data: unknown = text ? JSON.parse(text) : undefined;
  if (!parser) return data as T;
  const check = 'load' in parser ? await parser.load() : parser;
  return check.parse(data);
}

/** Whether an error is an API answer with one of the given codes. */
export function hasErrorCode(error: unknown, ...codes: string[]): boolean {
  return error instanceof ApiError && error.code !== undefined && codes.includes(error.code);
}
