import { QueryClient, hashKey } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { CONTENT_TYPES } from '@hiti/contracts';
import type { ContentType, Language, SiteContentItem } from '@hiti/contracts';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { categoriesOptions } from '../api/categories';
import { productFacetsOptions } from '../api/product-facets';
import { featuredProductsOptions, productPageOptions } from '../api/products';
import { RENDER_CLOCK_KEY } from '../api/query-keys';
import { siteContentOptions } from '../api/site-content';
import { storesOptions } from '../api/stores';
import { STORE_PAGE_PATHS, type StorePage } from '../app/site-pages';
import { siteRoutes } from '../app/site-routes';
import { facetsQuery, filtersFromSearchParams, productPageQuery } from '../lib/product-filters';
import { storeProductOptions } from '../store/product/use-store-product';
import { aProduct } from '@hiti/contracts/testing';
import { storeFixture } from '../test/store-fixture';
import { loadPageData } from './page-data';
import type { PageReads } from './page-reads';
import { ROUTE_DATA } from './route-data';

const contentItem = (id: number, type: ContentType): SiteContentItem => ({
  id,
  key: `${type}_${id}`,
  type,
  content: `${type} text`,
  contentType: 'text',
  metadata: {},
  updatedAt: '2026-11-01T10:00:00.000Z',
});

/** Reads answering a small catalogue, counting what each page asks (products 404 are missing). */
function catalogueReads() {
  const asked: string[] = [];
  const reads: PageReads = {
    productPage: async (query, language) => {
      asked.push(`productPage ${language}`);
      return { items: [aProduct({ featured: query.featured === 'true' })], total: 1, page: 1, pageSize: 24 };
    },
    productFacets: async () => {
      asked.push('productFacets');
      return { total: 1, facets: [], brands: [] };
    },
    product: async (id, language) => {
      asked.push(`product ${id} ${language}`);
      return id === 404 ? null : aProduct({ id });
    },
    categories: async (language) => {
      asked.push(`categories ${language}`);
      return [];
    },
    siteContent: async (language) => {
      asked.push(`siteContent ${language}`);
      return CONTENT_TYPES.map((type, index) => contentItem(index + 1, type));
    },
    stores: async () => {
      asked.push('stores');
      return [storeFixture(1, { mk: 'Скопје', al: 'Shkup' })];
    },
  };
  return { reads, asked };
}

async function pageData(url: string, language: Language) {
  const { reads, asked } = catalogueReads();
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  await loadPageData(client, reads, new URL(url, 'http://localhost'), language);
  const keys = client
    .getQueryCache()
    .getAll()
    .map((query) => query.queryHash);
  return { keys: new Set(keys), asked, client };
}

/** What the layout carries on every page: the texts but the legal ones, and the categories. */
const layoutKeys = (language: Language): QueryKey[] => [
  ...CONTENT_TYPES.filter((type) => type !== 'legal').map(
    (type) => siteContentOptions(type, language).queryKey,
  ),
  categoriesOptions(language).queryKey,
];

const hashes = (keys: QueryKey[]) => new Set(keys.map((key) => hashKey(key)));

describe('the data of a server-rendered page', () => {
  it("fills the queries of every page's hooks, in the page's language, and nothing else", async () => {
    const products = new URLSearchParams('page=2&fuel=wood&category=3');
    const pages: [url: string, language: Language, own: QueryKey[]][] = [
      ['/', 'mk', [storesOptions().queryKey, featuredProductsOptions('mk').queryKey]],
      [
        '/al/products?page=2&fuel=wood&category=3',
        'al',
        [
          productPageOptions(productPageQuery(products), 'al').queryKey,
          productFacetsOptions(facetsQuery(filtersFromSearchParams(products))).queryKey,
        ],
      ],
      ['/product/7', 'mk', [storesOptions().queryKey, storeProductOptions(7, 'mk').queryKey]],
      ['/al/product/seven', 'al', [storesOptions().queryKey]],
      ['/stores/', 'mk', [storesOptions().queryKey, RENDER_CLOCK_KEY]],
      [
        '/al/compare?ids=3,x,3,404',
        'al',
        [storeProductOptions(3, 'al').queryKey, storeProductOptions(404, 'al').queryKey],
      ],
      ['/about', 'mk', []],
      ['/al/contact', 'al', [storesOptions().queryKey]],
      ['/terms', 'mk', [siteContentOptions('legal', 'mk').queryKey]],
      ['/al/privacy', 'al', [siteContentOptions('legal', 'al').queryKey]],
      ['/no-such-page', 'mk', []],
      ['/PRODUCTS', 'mk', []],
    ];
    for (const [url, language, own] of pages) {
      const { keys } = await pageData(url, language);
      expect(keys, url).toEqual(hashes([...layoutKeys(language), ...own]));
    }
  });

  it('keeps each type of text under its own key, and a missing product as none', async () => {
    const { client } = await pageData('/compare?ids=404', 'mk');
    const hero = CONTENT_TYPES.indexOf('hero') + 1;
    expect(client.getQueryData(siteContentOptions('hero', 'mk').queryKey)).toEqual([
      contentItem(hero, 'hero'),
    ]);
    expect(client.getQueryData(storeProductOptions(404, 'mk').queryKey)).toBeNull();
  });

  it('asks each read once, however many of the routes of a page show its answer', async () => {
    const { asked } = await pageData('/al/terms', 'al');
    expect(asked.toSorted()).toEqual(['categories al', 'siteContent al']);
  });

  it('fails as its reads fail, so the page is not rendered without its data', async () => {
    const { reads } = catalogueReads();
    const failing: PageReads = { ...reads, stores: () => Promise.reject(new Error('content unavailable')) };
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(loadPageData(client, failing, new URL('http://localhost/contact'), 'mk')).rejects.toThrow(
      'content unavailable',
    );
  });
});

describe('the route table the server walks', () => {
  it("gives every page of the site, in both languages, its own route's data", () => {
    const routes = siteRoutes(ROUTE_DATA);
    for (const [page, path] of Object.entries(STORE_PAGE_PATHS) as [StorePage, string][]) {
      for (const prefix of ['', '/al']) {
        const url = `${prefix}/${path.replace(':id', '5')}`;
        const matches = matchRoutes(routes, url) ?? [];
        expect(matches[0]?.route.handle, url).toBe(ROUTE_DATA.layout);
        expect(matches.at(-1)?.route.handle, url).toBe(ROUTE_DATA.pages[page]);
      }
    }
  });
});
