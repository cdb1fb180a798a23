import { QueryClient, dehydrate } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { DOMParser } from 'linkedom';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { languageTag } from '@hiti/contracts';
import { AppRoutes } from '../app/AppRoutes';
import { Providers } from '../app/Providers';
import { HeadCollector, HeadCollectorContext } from '../store/head/head-context';
import { headHtml, scriptJson } from '../store/head/head-html';
import { resolveHead } from '../store/head/page-head';
import { SiteOriginContext } from '../store/head/use-site-origin';
import { languageOfPath } from '../store/i18n/language-path';
import { loadPageData } from './page-data';
import type { PageRenderer } from './server-renderer';

export { renderUnavailablePage } from './unavailable-page';

// Rich texts are sanitized with the browser's DOMParser; the server parses them the same way.
globalThis.DOMParser ??= DOMParser as unknown as typeof globalThis.DOMParser;

/**
 * Line breaks, separators and other control characters: no route's pattern matches them (not even the
 * not-found route's `*`), so an address carrying one would render as an empty page.
 */
const UNROUTABLE = /[\p{Cc}\u2028\u2029]|%(?:0[0-9a-f]|1[0-9a-f]|7f|e2%80%a[89])/iu;

/** The address a page is rendered at: an address no route can match is the not-found page of its language. */
function routableUrl(url: string, origin: string): URL {
  const location = new URL(url, origin);
  if (!UNROUTABLE.test(location.pathname)) return location;
  const notFound = languageOfPath(location.pathname) === 'al' ? '/al/404' : '/404';
  return new URL(notFound, origin);
}

/** Renders a public page (`url` is its path and query) with its data, for `origin` (canonical links). */
export const renderPage: PageRenderer['renderPage'] = async (url, origin, reads) => {
  const location = routableUrl(url, origin);
  const language = languageOfPath(location.pathname);
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  await loadPageData(queryClient, reads, location, language);

  const collector = new HeadCollector();
  const body = renderToString(
    <StrictMode>
      <SiteOriginContext.Provider value={origin}>
        <HeadCollectorContext.Provider value={collector}>
          <StaticRouter location={`${location.pathname}${location.search}`}>
            <Providers queryClient={queryClient} store={createStore()}>
              <AppRoutes />
            </Providers>
          </StaticRouter>
        </HeadCollectorContext.Provider>
      </SiteOriginContext.Provider>
    </StrictMode>,
  );
  const head = resolveHead(collector.head, location, origin);
  const state = dehydrate(queryClient);
  // without read times and in a fixed order, the same data gives the same page, and so the same ETag
  const timeless = {
    ...state,
    queries: [...state.queries]
      .sort((a, b) => a.queryHash.localeCompare(b.queryHash))
      .map((query) => ({
        ...query,
        dehydratedAt: 0,
        state: { ...query.state, dataUpdatedAt: 0 },
      })),
  };
  return {
    status: head.notFound ? 404 : 200,
    htmlLang: languageTag(language),
    head: headHtml(head, origin),
    body,
    state: scriptJson(timeless),
  };
};
