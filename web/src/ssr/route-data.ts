import { CONTENT_TYPES } from '@hiti/contracts';
import type { ContentType } from '@hiti/contracts';
import { categoriesOptions } from '../api/categories';
import { RENDER_CLOCK_KEY } from '../api/query-keys';
import { productFacetsOptions } from '../api/product-facets';
import { featuredProductsOptions, productPageOptions } from '../api/products';
import { siteContentOptions } from '../api/site-content';
import { storesOptions } from '../api/stores';
import type { SiteRouteData } from '../app/site-routes';
import { facetsQuery, filtersFromSearchParams, productPageQuery } from '../lib/product-filters';
import { parseCompareIds } from '../store/compare/compare-ids';
import { FEATURED_QUERY } from '../store/home/featured-query';
import { parseProductId, storeProductOptions } from '../store/product/use-store-product';
import { served } from './served-query';
import type { PageData, PageDataContext, ServerQuery } from './served-query';

/** The content items of some types, each under its own key, from the one read of all of them. */
function siteContentOf(types: readonly ContentType[], { language, reads }: PageDataContext): ServerQuery[] {
  return types.map((type) =>
    served(siteContentOptions(type, language), async () =>
      (await reads.siteContent(language)).filter((item) => item.type === type),
    ),
  );
}

const stores = ({ reads }: PageDataContext) => served(storesOptions(), () => reads.stores());

const product = (id: number, { language, reads }: PageDataContext) =>
  served(storeProductOptions(id, language), () => reads.product(id, language));

const MINUTE_MS = 60_000;

/** The minute the page is rendered for (`useNow` shows it while the page hydrates). */
const renderClock = (): ServerQuery => ({
  queryKey: RENDER_CLOCK_KEY,
  queryFn: async () => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS,
});

// the legal texts are long: only the legal pages carry them to the browser
const legalPage: PageData = (context) => siteContentOf(['legal'], context);

/** What each route's page shows, read on the server (the stores also for the pages naming them in their data). */
export const ROUTE_DATA: SiteRouteData = {
  // every page's texts, and the categories its footer links by id
  layout: (context) => [
    ...siteContentOf(
      CONTENT_TYPES.filter((type) => type !== 'legal'),
      context,
    ),
    served(categoriesOptions(context.language), () => context.reads.categories(context.language)),
  ],
  pages: {
    home: (context) => [
      stores(context),
      served(featuredProductsOptions(context.language), () =>
        context.reads.productPage(FEATURED_QUERY, context.language),
      ),
    ],
    products: ({ search, language, reads }) => {
      const query = productPageQuery(search);
      const facets = facetsQuery(filtersFromSearchParams(search));
      return [
        served(productPageOptions(query, language), () => reads.productPage(query, language)),
        served(productFacetsOptions(facets), () => reads.productFacets(facets)),
      ];
    },
    product: (context) => {
      const id = parseProductId(context.params.id);
      return id === undefined ? [stores(context)] : [stores(context), product(id, context)];
    },
    // "open now" is computed for this minute, on the server and again while the browser hydrates
    stores: (context) => [stores(context), renderClock()],
    compare: (context) => parseCompareIds(context.search.get('ids')).ids.map((id) => product(id, context)),
    about: null,
    contact: (context) => [stores(context)],
    terms: legalPage,
    privacy: legalPage,
  },
};
