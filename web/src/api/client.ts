import { CLIENT_HEADER } from '@hiti/contracts';
import type { ErrorBody, FieldIssue } from '@hiti/contracts';
import { loadSchemas } from './schemas-loader';
import { secondsUntilRetry } from './retry-after';

/** A non-success answer: the message is `<status>: <body text or status text>`; code and details are parsed. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly details: FieldIssue[] | undefined;
  readonly serverMessage: string | undefined;
  /** From the answer's Retry-After (a 429 or 503): how many seconds to wait before asking again. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    text: string,
    statusText: string,
    parsed?: ErrorBody['error'],
    retryAfterSeconds?: number,
  ) {
    super(`${status}: ${text || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = parsed?.code;
    this.details = parsed?.details;
    this.serverMessage = parsed?.message;
    this.retryAfterSeconds = retryAfterSeconds;
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
  /** A file's bytes sent as they are, with the content type the route reads (a CSV import). */
  file?: { bytes: Blob | ArrayBuffer; contentType: string };
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
 * Sends a request the way every call of the web app does: credentials always, the client header always,
 * the body's content type when there is one; reads skip the browser cache. Fails with an ApiError on a
 * non-success answer.
 */
async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const method = options.method ?? 'GET';
  const headers = new Headers({ [CLIENT_HEADER.name]: CLIENT_HEADER.value, accept });
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  } else if (options.file) {
    headers.set('content-type', options.file.contentType);
    body = options.file.bytes;
  }
  const response = await fetch(withQuery(path, options.query), {
    method,
    headers,
    body,
    credentials: 'include',
    cache: method === 'GET' ? 'no-cache' : 'default',
    signal: options.signal,
  });
  if (!response.ok) {
    const text = await response.text();
    throw new ApiError(
      response.status,
      text,
      response.statusText,
      await parseErrorBody(text),
      secondsUntilRetry(response.headers.get('retry-after'), Date.now()),
    );
  }
  return response;
}

/** The one fetch of the web app's JSON calls (see `send`). Answers the parsed JSON (undefined when empty). */
export async function apiFetch<T>(
  path: string,
  options: RequestOptions = {},
  parser?: Parser<T> | LazyParser<T>,
): Promise<T> {
  const text = await (await send(path, options, 'application/json')).text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  if (!parser) return data as T;
  const check = 'load' in parser ? await parser.load() : parser;
  return check.parse(data);
}

/** A file the API answered with, and the name its content-disposition gives it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | undefined;
}

const FILE_NAME = /filename="([^"]+)"/;

/** Fetches a file (an export) as apiFetch calls the API; a refusal fails as it does there. */
export async function apiDownload(path: string, options: RequestOptions = {}): Promise<DownloadedFile> {
  const response = await send(path, options, '*/*');
  const disposition = response.headers.get('content-disposition') ?? '';
  return { blob: await response.blob(), fileName: FILE_NAME.exec(disposition)?.[1] };
}

/** Whether an error is an API answer with one of the given codes. */
export function hasErrorCode(error: unknown, ...codes: string[]): boolean {
  return error instanceof ApiError && error.code !== undefined && codes.includes(error.code);
}
