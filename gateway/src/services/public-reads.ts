import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  INTERNAL_HEADERS,
  PRODUCT_LIST_MAX,
  pageOf,
  catalogRoutes,
  contentRoutes,
  categoryListSchema,
  productFacetsQuerySchema,
  productFacetsSchema,
  productListQuerySchema,
  productPageSchema,
  productSchema,
  siteContentListSchema,
  storeListSchema,
} from '@hiti/contracts';
import type {
  Category,
  ContentType,
  Language,
  Product,
  ProductFacets,
  ProductFacetsQuery,
  ProductListQuery,
  ProductPage,
  SiteContentItem,
  Store,
} from '@hiti/contracts';
import { AppError } from '@hiti/service-kit';
import type { PageReads } from '@hiti/web/server-renderer';
import type { CachedAnswer } from '../plugins/cache';

/**
 * Product entries live briefly: a promotion starts and ends by the clock, with no write and no event,
 * so a promotion edge shows in lists and prices within this many seconds.
 */
const PRODUCT_TTL_SECONDS = 10;
/** Categories, brands and site content change only by writes, and every write drops their cache. */
const CATEGORY_TTL_SECONDS = 300;
const CONTENT_TTL_SECONDS = 300;

type ListParams = Record<string, string | number | boolean>;

/**
 * The list query with defaults filled in (a page's number and size both, when it asks for a page) and
 * cache busters dropped, in a fixed key order.
 */
export function productListParams(query: ProductListQuery): ListParams {
  const { t: _t, _: _underscore, page: _page, pageSize: _pageSize, ...filters } = query;
  const params: ListParams = { sort: filters.sort ?? DEFAULT_SORT, ...pageOf(query) };
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && name !== 'sort') params[name] = Array.isArray(value) ? value.join(',') : value;
  }
  return sortedParams(params);
}

const sortedParams = (params: ListParams): ListParams =>
  Object.fromEntries(Object.entries(params).sort(([a], [b]) => a.localeCompare(b)));

/**
 * The facets query with cache busters dropped, in a fixed key order; without `lang` (the counts are the
 * same in every language). A choice set travels as one comma-separated text.
 */
export function productFacetsParams(query: ProductFacetsQuery): ListParams {
  const { t: _t, _: _underscore, lang: _lang, ...filters } = query;
  const params: ListParams = {};
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined) params[name] = Array.isArray(value) ? value.join(',') : value;
  }
  return sortedParams(params);
}

/**
 * The params of a public list: one without paging answers at most `PRODUCT_LIST_MAX` products (more
 * matches are refused, naming the paging fields), so that no answer grows with the catalogue.
 */
export function publicListParams(params: ListParams): ListParams {
  return 'page' in params ? params : { ...params, atMost: PRODUCT_LIST_MAX };
}

/** The cache key of a list: equal for queries that differ only in order, case of the search, or busters. */
function listKey(params: ListParams, kind = 'list'): string {
  const keyed = { ...params };
  if (typeof keyed.search === 'string') keyed.search = keyed.search.toLowerCase();
  return `${kind}:${new URLSearchParams(Object.entries(keyed).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;
}

/**
 * The products' cache generation moves on after every catalogue write the gateway acknowledges (and
 * every catalog event), so it tells a catalog replica when its checked copy may no longer do.
 */
function consistencyHeaders(generation: string | null): Record<string, string> {
  return generation === null ? {} : { [INTERNAL_HEADERS.consistencyToken]: generation };
}

/**
 * The public reads of the catalogue and the site texts, each through the response cache: the same
 * bytes answer GET /api/... and fill the pages rendered on the server.
 */
export class PublicReads {
  constructor(private readonly app: FastifyInstance) {}

  /** The product list as JSON bytes (the catalog's own bytes on a miss). */
  productList(params: ListParams, requestId?: string): Promise<Buffer> {
    return this.productListAnswer(params, requestId).then(({ body }) => body);
  }

  /**
   * The product list, or the page of it its params name (`productListParams`), with how long its bytes
   * stay current.
   */
  productListAnswer(params: ListParams, requestId?: string): Promise<CachedAnswer> {
    const route = 'page' in params ? catalogRoutes.listProductPage : catalogRoutes.listProducts;
    return this.app.cache.bytes('products', listKey(params), PRODUCT_TTL_SECONDS, (generation) =>
      this.app.services.catalog.requestBytes(route, {
        query: params,
        requestId,
        headers: consistencyHeaders(generation),
      }),
    );
  }

  /** The facets of a list's filters (`productFacetsParams`), with how long its bytes stay current. */
  productFacetsAnswer(params: ListParams, requestId?: string): Promise<CachedAnswer> {
    return this.app.cache.bytes('products', listKey(params, 'facets'), PRODUCT_TTL_SECONDS, (generation) =>
      this.app.services.catalog.requestBytes(catalogRoutes.listProductFacets, {
        query: params,
        requestId,
        headers: consistencyHeaders(generation),
      }),
    );
  }

  /** One product: its texts in `lang`, or in both languages without one. */
  product(id: number, lang: Language | undefined, requestId?: string): Promise<Buffer> {
    return this.productAnswer(id, lang, requestId).then(({ body }) => body);
  }

  /** One product with how long its bytes stay current. */
  productAnswer(id: number, lang: Language | undefined, requestId?: string): Promise<CachedAnswer> {
    return this.app.cache.json('products', `id:${id}:${lang ?? 'both'}`, PRODUCT_TTL_SECONDS, () =>
      this.app.services.catalog.request(catalogRoutes.getProduct, {
        params: { id },
        query: { lang },
        requestId,
      }),
    );
  }

  /** The categories: named in `lang`, or in both languages without one. */
  categories(lang: Language | undefined, requestId?: string): Promise<Buffer> {
    return this.app.cache
      .json('categories', lang ?? 'both', CATEGORY_TTL_SECONDS, () =>
        this.app.services.catalog.request(catalogRoutes.listCategories, { query: { lang }, requestId }),
      )
      .then(({ body }) => body);
  }

  /** The brands, in list order. */
  brands(requestId?: string): Promise<Buffer> {
    return this.app.cache
      .json('brands', 'all', CATEGORY_TTL_SECONDS, () =>
        this.app.services.catalog.request(catalogRoutes.listBrands, { requestId }),
      )
      .then(({ body }) => body);
  }

  /** The content items (of one type, or all): texts in `lang`, or in both languages without one. */
  siteContent(
    type: ContentType | undefined,
    lang: Language | undefined,
    requestId?: string,
  ): Promise<Buffer> {
    return this.app.cache
      .json('site-content', `${type ?? '*'}:${lang ?? 'both'}`, CONTENT_TTL_SECONDS, () =>
        this.app.services.content.request(contentRoutes.listSiteContent, {
          query: { type, lang },
          requestId,
        }),
      )
      .then(({ body }) => body);
  }

  /** The stores, in their order (texts in both languages: few, short, and shown in either). */
  stores(requestId?: string): Promise<Buffer> {
    return this.app.cache
      .json('stores', 'all', CONTENT_TTL_SECONDS, () =>
        this.app.services.content.request(contentRoutes.listStores, { requestId }),
      )
      .then(({ body }) => body);
  }

  /** The reads of a server-rendered page, decoded, each in the page's language. */
  forPage(requestId: string): PageReads {
    const json = (bytes: Buffer): unknown => JSON.parse(bytes.toString('utf8'));
    return {
      /**
       * The page of products a page's filters and page select; filters no list could match (e.g. a
       * 300-letter search) select none.
       */
      productPage: async (
        query: Record<string, string | undefined>,
        lang: Language,
      ): Promise<ProductPage> => {
        const parsed = productListQuerySchema.safeParse({ ...query, lang });
        if (!parsed.success) return { items: [], total: 0, page: 1, pageSize: DEFAULT_PAGE_SIZE };
        const params = productListParams({ ...parsed.data, page: parsed.data.page ?? 1 });
        return productPageSchema.parse(json(await this.productList(params, requestId)));
      },
      /** The facets of a page's filters; filters no list could match have none. */
      productFacets: async (query: Record<string, string | undefined>): Promise<ProductFacets> => {
        const parsed = productFacetsQuerySchema.safeParse(query);
        if (!parsed.success) return { total: 0, facets: [], brands: [] };
        const params = productFacetsParams(parsed.data);
        const { body } = await this.productFacetsAnswer(params, requestId);
        return productFacetsSchema.parse(json(body));
      },
      product: async (id: number, lang: Language): Promise<Product | null> => {
        try {
          return productSchema.parse(json(await this.product(id, lang, requestId)));
        } catch (error) {
          if (error instanceof AppError && error.statusCode === 404) return null;
          throw error;
        }
      },
      categories: async (lang: Language): Promise<Category[]> =>
        categoryListSchema.parse(json(await this.categories(lang, requestId))),
      siteContent: async (lang: Language): Promise<SiteContentItem[]> =>
        siteContentListSchema.parse(json(await this.siteContent(undefined, lang, requestId))),
      stores: async (): Promise<Store[]> => storeListSchema.parse(json(await this.stores(requestId))),
    };
  }
}
