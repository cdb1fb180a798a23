import type { DataTag, QueryKey } from '@tanstack/react-query';
import type { Language } from '@hiti/contracts';
import type { Params } from 'react-router';
import type { PageReads } from './page-reads';

/** A query a page shows, as the server fills it: under its hook's key, read through the server's reads. */
export interface ServerQuery {
  queryKey: QueryKey;
  queryFn: () => Promise<unknown>;
}

/**
 * The query of a hook's options (`queryOptions`) answered on the server by `read`, which the compiler holds
 * to answering what the hook's own read answers.
 */
export function served<Data>(
  options: { queryKey: DataTag<QueryKey, Data, unknown> },
  read: () => Promise<Data>,
): ServerQuery {
  return { queryKey: options.queryKey, queryFn: read };
}

/** What a route's data is declared from: the address it matched, in the page's language. */
export interface PageDataContext {
  /** The route's path parameters (`:id`). */
  params: Params;
  search: URLSearchParams;
  language: Language;
  reads: PageReads;
}

/** The queries a route's page shows, for the server to fill before it renders the page. */
export type PageData = (context: PageDataContext) => ServerQuery[];
