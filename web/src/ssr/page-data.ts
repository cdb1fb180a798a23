import type { QueryClient } from '@tanstack/react-query';
import { CONTENT_TYPES } from '@hiti/contracts';
import type { Language } from '@hiti/contracts';
import { RENDER_CLOCK_KEY, categoryKeys, productKeys, siteContentKeys, storeKeys } from '../api/query-keys';
import { facetsQuery, filtersFromSearchParams, productPageQuery } from '../lib/product-filters';
import { productFacetsKey } from '../api/product-facets';
import { parseCompareIds } from '../store/compare/compare-ids';
import { FEATURED_QUERY } from '../store/home/featured-query';
import { parseProductId, storeProductKey } from '../store/product/use-store-product';
import type { PublicReads } from './public-reads';

const LEGAL_PAGES: ReadonlySet<string> = new Set(['/terms', '/privacy']);
/** Pages that show the stores, or name them in their structured data. */
const STORE_PAGES: ReadonlySet<string> = new Set(['/', '/stores', '/contact']);
const MINUTE_MS = 60_000;

/**
 * Fills the query cache with everything the page at `pathname` (without its language prefix) shows, under
 * the keys its hooks read, so it renders complete on the server and the browser does not ask again.
 */
export async function loadPageData(
  client: QueryClient,
  reads: PublicReads,
  pathname: string,
  params: URLSearchParams,
  language: Language,
): Promise<void> {
  // the legal texts are long: only the legal pages carry them to the browser
  const legalPage = LEGAL_PAGES.has(pathname);
  const loads: Promise<void>[] = [
    reads.siteContent(language).then((items) => {
      for (const type of CONTENT_TYPES) {
        if (type === 'legal' && !legalPage) continue;
        client.setQueryData(
          siteContentKeys.list({ type, lang: language }),
          items.filter((item) => item.type === type),
        );
      }
    }),
    // every page's footer links the category listings by id
    reads
      .categories(language)
      .then((list) => void client.setQueryData(categoryKeys.list({ lang: language }), list)),
  ];
  if (STORE_PAGES.has(pathname) || pathname.startsWith('/product/')) {
    loads.push(reads.stores().then((stores) => void client.setQueryData(storeKeys.lists(), stores)));
  }
  if (pathname === '/stores') {
    // "open now" is computed for this minute, on the server and again while the browser hydrates
    client.setQueryData(RENDER_CLOCK_KEY, Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS);
  }
  if (pathname === '/') {
    loads.push(
      reads
        .productPage(FEATURED_QUERY, language)
        .then(
          (page) => void client.setQueryData(productKeys.list({ ...FEATURED_QUERY, lang: language }), page),
        ),
    );
  } else if (pathname === '/products') {
    const query = productPageQuery(params);
    loads.push(
      reads
        .productPage(query, language)
        .then((page) => void client.setQueryData(productKeys.list({ ...query, lang: language }), page)),
    );
    const facets = facetsQuery(filtersFromSearchParams(params));
    loads.push(
      reads
        .productFacets(facets)
        .then((answer) => void client.setQueryData(productFacetsKey(facets), answer)),
    );
  } else if (pathname.startsWith('/product/')) {
    const id = parseProductId(pathname.slice('/product/'.length));
    if (id !== undefined) {
      loads.push(
        reads
          .product(id, language)
          .then((product) => void client.setQueryData(storeProductKey(id, language), product)),
      );
    }
  } else if (pathname === '/compare') {
    for (const id of parseCompareIds(params.get('ids')).ids) {
      loads.push(
        reads
          .product(id, language)
          .then((product) => void client.setQueryData(storeProductKey(id, language), product)),
      );
    }
  }
  await Promise.all(loads);
}
