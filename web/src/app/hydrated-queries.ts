import { hydrate } from '@tanstack/react-query';
import type { DehydratedState, Query, QueryClient } from '@tanstack/react-query';

/** The element the server puts the page's query cache in (JSON, not a script that runs). */
const STATE_ELEMENT_ID = 'hiti-state';

/** How long data the server sent counts as fresh for the hooks that mount while the page starts. */
const SERVER_DATA_FRESH_MS = 30_000;

/**
 * Starts the browser's query cache from what the server rendered the page with, so the hooks of the
 * first page show that data at once and do not read it again right away.
 */
export function hydrateServerState(client: QueryClient): void {
  const element = document.getElementById(STATE_ELEMENT_ID);
  if (!element?.textContent) return;
  const state = JSON.parse(element.textContent) as DehydratedState;
  // kept at least until the first page's hooks use them (the app's default is to drop unused data at once)
  hydrate(client, state, { defaultOptions: { queries: { gcTime: SERVER_DATA_FRESH_MS } } });
  const fromServer = new Set(state.queries.map((query) => query.queryHash));
  const until = Date.now() + SERVER_DATA_FRESH_MS;
  const refetchOnMount = (query: Query) => !(fromServer.has(query.queryHash) && Date.now() < until);
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: { ...client.getDefaultOptions().queries, refetchOnMount },
  });
}
