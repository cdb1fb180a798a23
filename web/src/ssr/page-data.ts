import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '@hiti/contracts';
import { matchRoutes } from 'react-router';
import { siteRoutes } from '../app/site-routes';
import type { PageReads } from './page-reads';
import { readOnce } from './read-once';
import { ROUTE_DATA } from './route-data';
import type { PageData } from './served-query';

/** The route table the app renders, with each route's data. */
const ROUTES = siteRoutes(ROUTE_DATA);

/**
 * Fills the query cache with everything the page at `location` shows, under the keys its hooks read, so it
 * renders complete on the server and the browser does not ask again: the data of every route it matches.
 */
export async function loadPageData(
  client: QueryClient,
  reads: PageReads,
  location: URL,
  language: Language,
): Promise<void> {
  const once = readOnce(reads);
  const matches = matchRoutes(ROUTES, location.pathname) ?? [];
  const queries = matches.flatMap(({ route, params }) => {
    const data: PageData | null | undefined = route.handle;
    return data?.({ params, search: location.searchParams, language, reads: once }) ?? [];
  });
  await Promise.all(queries.map((query) => client.fetchQuery(query)));
}
