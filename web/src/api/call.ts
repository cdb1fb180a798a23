import type { z } from 'zod';
import {
  apiEndpoints,
  fillPath,
  type ApiRouteName,
  type InternalRouteResult,
  type PublicApi,
} from '@hiti/contracts';
import { apiDownload, apiFetch, type DownloadedFile, type QueryValue, type RequestOptions } from './client';
import { loadSchemas } from './schemas-loader';

/** A route's declared schema for one part of a call (undefined where it declares none). */
type Declared<Name extends ApiRouteName, Key extends string> = PublicApi[Name] extends {
  [K in Key]: infer Schema;
}
  ? Schema
  : undefined;
type InputOf<Schema> = Schema extends z.ZodType ? z.input<Schema> : never;
/** A part of a call the route declares is required; one it does not declare cannot be given. */
type Part<Key extends string, Schema> = Schema extends z.ZodType
  ? { [K in Key]: InputOf<Schema> }
  : { [K in Key]?: never };
/** A query travels as text: each field may be given as the server reads it, or as its URL text. */
type QueryText<Query> = { [Key in keyof Query]: Query[Key] | string };
/** A query whose every field is optional may be left out. */
type QueryPart<Schema> = Schema extends z.ZodType
  ? object extends InputOf<Schema>
    ? { query?: QueryText<InputOf<Schema>> }
    : { query: QueryText<InputOf<Schema>> }
  : { query?: never };

/** What a call of a public route gives: its path parameters, query and JSON body, typed by the route. */
export type ApiCall<Name extends ApiRouteName> = Part<'params', Declared<Name, 'params'>> &
  QueryPart<Declared<Name, 'query'>> &
  Part<'body', Declared<Name, 'body'>> &
  Pick<RequestOptions, 'form' | 'file' | 'signal'>;

/** What a call answers: the route's answer, in one language when the query names `lang`. */
export type ApiAnswer<Name extends ApiRouteName, Call> = InternalRouteResult<
  PublicApi[Name],
  Call extends { query: infer Query } ? Query : undefined
>;

function requestOf<Name extends ApiRouteName>(name: Name, call: ApiCall<Name>): [string, RequestOptions] {
  const endpoint = apiEndpoints[name];
  const { params, query, body, form, file, signal } = call as ApiCall<Name> & {
    params?: unknown;
    query?: Record<string, QueryValue>;
    body?: unknown;
  };
  return [
    fillPath(endpoint.path, params),
    { method: endpoint.method, query, json: body, form, file, signal },
  ];
}

/**
 * Calls a public route by its name in the route table (`publicApi`): the path, method, parameters and
 * body come from its declaration, and the answer is checked with the route's own response schema
 * (loaded on first use, so a page's first load carries no schema library).
 */
export async function callApi<Name extends ApiRouteName, const Call extends ApiCall<Name>>(
  name: Name,
  call: Call,
): Promise<ApiAnswer<Name, Call>> {
  const [path, options] = requestOf(name, call);
  return apiFetch(path, options, {
    load: async () => {
      const { publicApi, internalResponseSchema } = await loadSchemas();
      const schema = internalResponseSchema(publicApi[name], call.query);
      return { parse: (data: unknown) => (schema ? schema.parse(data) : undefined) as ApiAnswer<Name, Call> };
    },
  });
}

/** Downloads the file a public route answers (an export). */
export function downloadApi<Name extends ApiRouteName>(
  name: Name,
  call: ApiCall<Name>,
): Promise<DownloadedFile> {
  return apiDownload(...requestOf(name, call));
}
