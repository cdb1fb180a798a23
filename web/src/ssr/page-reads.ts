import type {
  Category,
  Language,
  Product,
  ProductFacets,
  ProductPage,
  SiteContentItem,
  Store,
} from '@hiti/contracts';
import type { ProductQueryParams } from '../lib/product-query-params';

/**
 * The public reads a page needs, answered on the server by whoever renders it (the gateway, through
 * its service clients and response cache), each in the page's language.
 */
export interface PageReads {
  /** The page of the products `query` selects (its first page when it names none). */
  productPage(query: ProductQueryParams, language: Language): Promise<ProductPage>;
  /** The specification facets of a list's filters (`facetsQuery`). */
  productFacets(query: ProductQueryParams): Promise<ProductFacets>;
  /** Null when there is no such product. */
  product(id: number, language: Language): Promise<Product | null>;
  categories(language: Language): Promise<Category[]>;
  siteContent(language: Language): Promise<SiteContentItem[]>;
  /** The stores in their order, in both languages. */
  stores(): Promise<Store[]>;
}
